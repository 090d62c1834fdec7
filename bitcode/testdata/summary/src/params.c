// Summary test input: stack safety parameter accesses (ranges and calls),
// which memtag builds put in the summary.
__attribute__((noinline)) static void fill(char *p, int n) { for (int i = 0; i < 4; i++) p[i] = n; }
__attribute__((noinline)) void w(char *p, char *q) { p[1] = 0; p[-2] = 3; fill(q + 4, 1); }
void use(char *);
int f(int n) { char buf[16]; fill(buf, n); w(buf + 2, buf); use(buf); return buf[3]; }
