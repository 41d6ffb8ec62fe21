#include "textflag.h"

TEXT ·asmKey(SB),NOSPLIT,$0-24
	RET

TEXT ·bodyless(SB),NOSPLIT,$0-40
	RET
