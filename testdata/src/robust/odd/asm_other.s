//go:build !amd64

TEXT ·asmKey(SB),0,$0-24
	RET

TEXT ·bodyless(SB),0,$0-40
	RET
