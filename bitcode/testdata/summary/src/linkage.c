// Summary test input: weak, common, protected and extern_weak globals, an
// ifunc, an inline function, a noreturn function.
extern void __attribute__((weak)) ew(void);
int common_var;
__attribute__((weak)) int wv = 1;
static const char *strs[] = {"a", "b"};
const char *pick(int i) { if (ew) ew(); return strs[i]; }
inline int inl(int x) { return x; }
int useinl(int y) { return inl(y); }
void __attribute__((noreturn)) die(void) { __builtin_unreachable(); }
static void s2(void) {}
void (*fps[])(void) = { s2, die };
__attribute__((visibility("protected"))) int prot(void) { return 0; }
int ifn_impl(void) { return 1; }
static void *resolve(void) { return ifn_impl; }
int ifn(void) __attribute__((ifunc("resolve")));
int callifn(void) { return ifn(); }
void wr(void) { common_var = 5; wv = 2; }
