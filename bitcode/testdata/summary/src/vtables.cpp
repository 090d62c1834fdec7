// Summary test input: virtual functions and vtables, a template, weak and
// hidden symbols, a function-local static, recursion.
struct A { virtual int f(int); virtual int g(); };
struct B : A { int f(int) override; };
int A::f(int x) { return x; }
int A::g() { return 1; }
int B::f(int x) { return x + 1; }
int call(A *a) { return a->f(3) + a->g(); }
template <class T> T tmax(T a, T b) { return a > b ? a : b; }
int usemax(int a) { return tmax(a, 4); }
__attribute__((weak)) int wk(void) { return 2; }
__attribute__((visibility("hidden"))) int hid = 3;
static int loc(int x) { static int cnt; return cnt += x; }
int useloc(int x) { return loc(x) + hid + wk(); }
extern "C" int __attribute__((noinline)) cfun(int x) { return x * 2; }
int rec(int n) { return n ? rec(n - 1) + cfun(n) : 0; }
