#ifndef GENTLE_FONTS_H
#define GENTLE_FONTS_H

// The target's one symbol, so that it has a source; the fonts are its resources.
int gentle_fonts_target(void);

#endif
