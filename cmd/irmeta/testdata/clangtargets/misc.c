// Valid C for TestVerifyClangTargets: clang-22 compiles it for many targets;
// what a target lacks is left out by its predefined macros or by -DNO_TLS -DNO_VLA.
#include <stdint.h>
#include <stddef.h>
struct node { struct node *l, *r; int key; };
int depth(struct node *n) { if (!n) return 0; int a = depth(n->l), b = depth(n->r); return 1 + (a > b ? a : b); }
__attribute__((weak)) int weakfn(int x) { return x; }
int alias_target(int x) { return x + 1; }
#ifndef __APPLE__
int alias_fn(int) __attribute__((alias("alias_target")));
#endif
__attribute__((visibility("hidden"))) int hidden_var = 3;
#ifdef __APPLE__
__attribute__((section("__DATA,__mysec"), used)) static const char tag[] = "irmeta";
#else
__attribute__((section(".mysec"), used)) static const char tag[] = "irmeta";
#endif
__attribute__((constructor)) static void init(void) { hidden_var = 4; }
__attribute__((destructor(200))) static void fini(void) { hidden_var = 0; }
int annotate(int x) __attribute__((annotate("my_annotation")));
int annotate(int x) { int y __attribute__((annotate("local_ann"))) = x; return y; }
struct packed { char a; int b; } __attribute__((packed));
int rd(struct packed *p) { return p->b; }
_Alignas(64) char aligned_buf[128];
int arr2d[4][5] = {{1, 2}, {3}};
const char *strs[] = {"a", "bc", 0};
struct init { int a; float b; const char *s; int arr[3]; } inits = {.b = 2.5f, .s = "x", .arr = {[2] = 9}};
uint8_t sat(int x) { return x < 0 ? 0 : x > 255 ? 255 : x; }
int ovf(int a, int b, int *r) { return __builtin_add_overflow(a, b, r) | __builtin_mul_overflow(a, b, r); }
void prefetch(const int *p) { __builtin_prefetch(p, 0, 3); }
int assume(int x) { __builtin_assume(x > 0); return x / 2; }
void *ret_addr(void) { return __builtin_return_address(0); }
void trap(int x) { if (x) __builtin_trap(); __builtin_unreachable(); }
int frame(void) { return (int)(intptr_t)__builtin_frame_address(0); }
double math(double x) { return __builtin_sqrt(x) + __builtin_fabs(x) + __builtin_fma(x, x, x) + __builtin_copysign(x, -1.0) + __builtin_floor(x); }
float fmin_(float a, float b) { return __builtin_fminf(a, b) + __builtin_fmaxf(a, b); }
unsigned rot(unsigned x) { return __builtin_rotateleft32(x, 5) ^ __builtin_bswap32(x) ^ __builtin_bitreverse32(x); }
int ptrcmp(int *a, int *b) { return a < b; }
int nested_loops(int n) { int s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < i; j++) { if (j == 7) continue; if (i * j > 1000) break; s += i ^ j; } return s; }
int complexf(_Complex double z) { return __real__ z > __imag__ z; }
