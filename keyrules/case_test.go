package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMatchesCase(t *testing.T) {
	for _, tc := range []struct {
		style string
		yes   []string
		no    []string
	}{
		{CaseSnake,
			[]string{"user", "order_id", "room_id", "v2", "sha256", "2fa", "a_1_b"},
			[]string{"User", "orderId", "order-id", "_user", "user_", "order__id", "ORDER", "usér", "a b"}},
		{CaseKebab,
			[]string{"user", "order-id", "v2-beta"},
			[]string{"order_id", "-user", "user-", "order--id", "orderId"}},
		{CaseCamel,
			// Standard 000 writes PRO:USER:UID:18 next to userAdmin: acronyms
			// and words all in capitals are camel words.
			[]string{"user", "userAdmin", "userID", "v2Beta", "2fa", "2Fa", "USER", "UID", "V2"},
			[]string{"UserAdmin", "user_admin", "user-admin", "USER_ID", "HTTPServer"}},
		{CasePascal,
			[]string{"User", "UserAdmin", "HTTPServer", "2Fa", "ID"},
			[]string{"userAdmin", "User_Admin", "2fa", "user"}},
		{CaseLower,
			[]string{"user", "loginname", "login_name", "reg", "_x_"},
			[]string{"User", "login-name", "loginName"}},
		{CaseUpper,
			[]string{"PRO", "USER", "UID", "LOGINNAME", "LOGIN_NAME", "V2"},
			[]string{"Pro", "pro", "LOGIN-NAME"}},
		{CaseAny,
			[]string{"anything", "Mixed_Case-words", "名字"},
			nil},
	} {
		for _, w := range tc.yes {
			assert.True(t, MatchesCase(w, tc.style), "%q should be %s", w, tc.style)
		}
		for _, w := range tc.no {
			assert.False(t, MatchesCase(w, tc.style), "%q should not be %s", w, tc.style)
		}
		// The empty word and digits pass in every style.
		assert.True(t, MatchesCase("", tc.style))
		assert.True(t, MatchesCase("12345", tc.style))
	}
	assert.False(t, MatchesCase("user", "snakecase"), "unknown style")
}

func TestConvertCase(t *testing.T) {
	for _, tc := range []struct {
		word, style, want string
	}{
		{"userID", CaseSnake, "user_id"},
		{"HTTPServer", CaseSnake, "http_server"},
		{"orderStatusOrderId98765", CaseSnake, "order_status_order_id98765"},
		{"User", CaseSnake, "user"},
		{"user-profile", CaseSnake, "user_profile"},
		{"__user__id__", CaseSnake, "user_id"},
		{"v2Beta", CaseSnake, "v2_beta"},
		{"HTTP2Server", CaseSnake, "http2_server"},
		{"userID", CaseKebab, "user-id"},
		{"user_admin", CaseCamel, "userAdmin"},
		{"UserAdmin", CaseCamel, "userAdmin"},
		{"PRO", CaseCamel, "PRO"},
		{"HTTPServer", CaseCamel, "httpServer"},
		{"2_fa", CaseCamel, "2Fa"},
		{"user_admin", CasePascal, "UserAdmin"},
		{"2fa", CasePascal, "2Fa"},
		{"http_server", CasePascal, "HttpServer"},
		{"loginName", CaseUpper, "LOGIN_NAME"},
		{"pro", CaseUpper, "PRO"},
		{"UserName", CaseLower, "user_name"},
		{"user-name", CaseLower, "user_name"},
		// Matching words stay as they are.
		{"userID", CaseCamel, "userID"},
		{"order_id", CaseSnake, "order_id"},
		{"LOGINNAME", CaseUpper, "LOGINNAME"},
		// Words with other characters, and unknown styles, stay too.
		{"user@host", CaseSnake, "user@host"},
		{"用户", CaseSnake, "用户"},
		{"User", "snakecase", "User"},
		{"User", CaseAny, "User"},
		{"-_-", CaseSnake, ""},
	} {
		got := ConvertCase(tc.word, tc.style)
		assert.Equal(t, tc.want, got, "ConvertCase(%q, %s)", tc.word, tc.style)
		assert.Equal(t, got, ConvertCase(got, tc.style), "not idempotent on %q", tc.word)
		if got != "" && convertible(tc.word) && tc.style != "snakecase" {
			assert.True(t, MatchesCase(got, tc.style), "%q is not %s", got, tc.style)
		}
	}
}
