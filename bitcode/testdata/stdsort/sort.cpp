// The oracle of TestStdSort: reads lines "s|h N key..." and prints the
// order std::sort ("s") or std::partial_sort over the whole range ("h",
// the heapsort introsort falls back to) leaves the elements in, by their
// first positions.
#include <algorithm>
#include <cstdio>
#include <vector>

struct Elem {
  int key, id;
};

int main() {
  char mode;
  int n;
  while (scanf(" %c %d", &mode, &n) == 2) {
    std::vector<Elem> v(n);
    for (int i = 0; i < n; i++) {
      scanf("%d", &v[i].key);
      v[i].id = i;
    }
    auto less = [](const Elem &a, const Elem &b) { return a.key < b.key; };
    if (mode == 'h')
      std::partial_sort(v.begin(), v.end(), v.end(), less);
    else
      std::sort(v.begin(), v.end(), less);
    for (int i = 0; i < n; i++)
      printf("%d ", v[i].id);
    printf("\n");
  }
}
