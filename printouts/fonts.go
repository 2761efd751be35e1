package printouts

import (
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The Go fonts cover Latin and Cyrillic (WGL4), so every word of a kit in
// either language is embedded with the PDF and prints the same everywhere.

var fontTTF = [...][]byte{
	FontRegular:  goregular.TTF,
	FontBold:     gobold.TTF,
	FontMono:     gomono.TTF,
	FontMonoBold: gomonobold.TTF,
}

// fontFamily and fontStyle are the names the PDF writer knows a face by.
var fontFamily = [...]string{FontRegular: "go", FontBold: "go", FontMono: "gomono", FontMonoBold: "gomono"}
var fontStyle = [...]string{FontRegular: "", FontBold: "B", FontMono: "", FontMonoBold: "B"}

// measurer gives text widths from the font files, the same way the PDF
// writer computes them (advance widths in thousandths of an em).
type measurer struct{}

type parsedFont struct {
	f    *sfnt.Font
	upem float64
	// w caches widths in thousandths of an em for runes below len(w).
	w []int32
}

var (
	fontsOnce sync.Once
	fonts     [len(fontTTF)]parsedFont
	fontsErr  error
)

const widthCache = 0x500 // Basic Latin to Cyrillic

func loadFonts() {
	for i, ttf := range fontTTF {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			fontsErr = err
			return
		}
		var b sfnt.Buffer
		upem := float64(f.UnitsPerEm())
		pf := parsedFont{f: f, upem: upem, w: make([]int32, widthCache)}
		for r := rune(0); r < widthCache; r++ {
			pf.w[r] = int32(advance(f, &b, upem, r))
		}
		fonts[i] = pf
	}
}

func advance(f *sfnt.Font, b *sfnt.Buffer, upem float64, r rune) int {
	gi, err := f.GlyphIndex(b, r)
	if err != nil {
		return 0
	}
	adv, err := f.GlyphAdvance(b, gi, fixed.Int26_6(int(upem)<<6), font.HintingNone)
	if err != nil {
		return 0
	}
	return int(math.Round(float64(adv) / 64 * 1000 / upem))
}

func font_(f Font) *parsedFont {
	fontsOnce.Do(loadFonts)
	if fontsErr != nil {
		panic("printouts: embedded Go font does not parse: " + fontsErr.Error())
	}
	return &fonts[f]
}

// width returns the width of s in millimetres at size points.
func (measurer) width(s string, f Font, size float64) float64 {
	pf := font_(f)
	total := 0
	var b sfnt.Buffer
	for _, r := range s {
		if r >= 0 && int(r) < len(pf.w) {
			total += int(pf.w[r])
		} else {
			total += advance(pf.f, &b, pf.upem, r)
		}
	}
	return float64(total) * size / 1000 * ptToMM
}

// hasGlyph reports whether the font draws r (rather than the empty box).
func hasGlyph(f Font, r rune) bool {
	pf := font_(f)
	var b sfnt.Buffer
	gi, err := pf.f.GlyphIndex(&b, r)
	return err == nil && gi != 0
}
