/* Weak definitions: llvm-link links any two of these modules. */
__attribute__((weak)) int counter;
static int add(int x) { return x + counter; }
__attribute__((weak)) int run(int (*f)(int), int v) { return f(v); }
__attribute__((weak)) int main(void) { return run(add, 1); }
