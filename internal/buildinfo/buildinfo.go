// Package buildinfo says which build of labyrinth is running, from the
// module's build information.
package buildinfo

import "runtime/debug"

// Version is the module's version, "" for a build outside a module
// version (go build in the repository).
func Version() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		return bi.Main.Version
	}
	return ""
}

// Long is the version as "labyrinth version" prints it: the module's
// version, or "(devel)", then the commit's first 12 digits when the build
// recorded it.
func Long() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(devel)"
	}
	return long(bi)
}

func long(bi *debug.BuildInfo) string {
	v := "(devel)"
	if bi.Main.Version != "" {
		v = bi.Main.Version
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
	}
	return v
}
