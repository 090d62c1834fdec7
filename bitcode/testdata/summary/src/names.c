// Summary test input: symbol names with spaces, quotes, \\1 and $.
int weird(void) __asm__("we ird\"q");
int weird(void) { return 1; }
int lab(void) __asm__("\x01labelled");
int lab(void) { return weird(); }
static int st(void) __asm__("st$x");
static int st(void) { return 2; }
int (*p)(void) = st;
