// Summary test input: static functions and variables, an alias, globals
// referring to globals, direct and indirect calls.
static int s(int x) { return x * 3; }
int g(int);
extern int ext;
int gv = 5;
int *pgv = &gv;
const int arr[3] = {1,2,3};
int (*fp)(int) = s;
int h(int y) { return g(y) + s(y) + ext + *pgv; }
int call_ind(int (*f)(int), int v) { return f(v) + fp(v); }
int al(int) __attribute__((alias("h")));
static int st_var = 7;
int use_st(void) { return st_var++; }
