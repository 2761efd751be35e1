package buildinfo

import (
	"runtime/debug"
	"testing"
)

// TestLong: the version, or (devel), and the commit's first 12 digits.
func TestLong(t *testing.T) {
	for _, tc := range []struct {
		bi   debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{}, "(devel)"},
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, "v1.2.0"},
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef"}}}, "v1.2.0 0123456789ab"},
		{debug.BuildInfo{Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "short"}, {Key: "vcs", Value: "git"}}}, "(devel)"},
	} {
		if got := long(&tc.bi); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.bi, got, tc.want)
		}
	}
}
