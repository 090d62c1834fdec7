// Valid C for TestVerifyClangTargets: clang-22 compiles it for many targets;
// what a target lacks is left out by its predefined macros or by -DNO_TLS -DNO_VLA.
#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdatomic.h>
struct S { int a; double b; char c[3]; struct S *next; };
union U { float f; uint32_t u; };
static int table[64];
#ifndef NO_TLS
_Thread_local int tls;
#else
int tls;
#endif
_Atomic long counter;
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
double dot(const double *restrict a, const double *restrict b, size_t n) { double s = 0; for (size_t i = 0; i < n; i++) s += a[i] * b[i]; return s; }
void saxpy(float *y, const float *x, float a, int n) {
#pragma clang loop vectorize(enable) interleave_count(2)
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}
void unrolled(int *p, int n) {
#pragma unroll 4
  for (int i = 0; i < n; i++) p[i] = p[i] * 3 + 1;
#pragma clang loop unroll(disable) distribute(enable)
  for (int i = 0; i < n; i++) p[i] ^= i;
}
int sw(int x) { switch (x) { case 1: return 10; case 2: return 20; case 7: return 5; case 100: return 3; default: return -1; } }
int bits(uint64_t x) { return __builtin_popcountll(x) + __builtin_ctzll(x | 1) + __builtin_clzll(x | 1); }
long atom(void) { atomic_fetch_add_explicit(&counter, 2, memory_order_relaxed); long e = 5; atomic_compare_exchange_strong(&counter, &e, 7); return atomic_load(&counter); }
typedef float v4f __attribute__((vector_size(16)));
v4f vadd(v4f a, v4f b) { return a + b * (v4f){1, 2, 3, 4}; }
struct S *walk(struct S *s) { while (s && s->a) s = s->next; return s; }
int fp(union U u) { return u.u >> 23; }
__attribute__((noinline, cold)) void cold_fn(void) { table[0]++; }
__attribute__((always_inline)) static inline int inl(int x) { return x * 2; }
int use_inl(int x) { if (__builtin_expect(x > 100, 0)) cold_fn(); return inl(x) + tls; }
int (*fptr)(int) = use_inl;
int calls(int x) { return fptr(x) + sum(3, 1, 2, 3); }
void *mem(void *d, const void *s, size_t n) { __builtin_memcpy(d, s, n); __builtin_memset(d, 0, 4); return d; }
#ifndef NO_VLA
int vla(int n) { int a[n]; for (int i = 0; i < n; i++) a[i] = i; return a[n / 2]; }
#endif
int gotos(int x) { static void *lbl[] = {&&l1, &&l2}; goto *lbl[x & 1]; l1: return 1; l2: return 2; }
#ifdef __SIZEOF_INT128__
__int128 wide(__int128 a, __int128 b) { return a * b + (a >> 3); }
#endif
_Bool cmpf(double a, double b) { return __builtin_isnan(a) || a < b; }
long double ld(long double x) { return x * 2.5L; }
#ifdef __FLT16_MAX__
_Float16 half(_Float16 a) { return a + (_Float16)1.0; }
#endif
int bitfield(void) { struct { unsigned a : 3, b : 7; int c : 5; } s = {1, 2, -3}; return s.a + s.b + s.c; }
