// Summary test input: calls with a sample profile (profile.samples), for the
// hotness of call edges.
int foo(int x) { return x * 7; }
int bar(int x) { return x + 1; }
int cold(int x) { return x - 1; }
int main(int argc, char **argv) {
  int s = 0;
  for (int i = 0; i < argc * 1000; i++)
    s += foo(i) + bar(i);
  if (argc > 5) s += cold(argc);
  return s;
}
