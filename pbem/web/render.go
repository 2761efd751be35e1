package web

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"strings"
	"time"

	"golang.org/x/text/language"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// The pages are templates/layout.html around one template each; every
// word on them is the narration catalogue's, said by page.T in the
// reader's language.
var pageNames = []string{"login", "index", "campaign", "player", "problem"}

func parsePages() (map[string]*template.Template, error) {
	out := map[string]*template.Template{}
	for _, name := range pageNames {
		t, err := template.New(name).Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("web: templates: %w", err)
		}
		out[name] = t
	}
	return out, nil
}

var funcs = template.FuncMap{
	"when": when,
	"inc":  func(i int) int { return i + 1 },
	// mapPage is the page of the map alone: the campaign page's map, or
	// the fragment the replay's slider asks for.
	"mapPage": func(p *page, m *mapData) *page { return &page{Lang: p.Lang, Host: true, Data: m} },
	// cmd is a form with one button that runs a host command.
	"cmd": func(p *page, cmd, label string) map[string]string {
		return map[string]string{"Name": p.Data.(*campaignData).Row.Name, "CSRF": p.CSRF, "Cmd": cmd, "Label": p.T(label)}
	},
}

// when writes a time for people: UTC, to the minute.
func when(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02 15:04 UTC")
}

// page is what every page's template gets: the words in the reader's
// language, the form token, the live updates' address, and the page's
// own data.
type page struct {
	Lang   string
	Gender engine.Gender
	Title  string
	// Host: the page is a host's, with the host's header.
	Host bool
	CSRF string
	// Live is the address of the page's server-sent events; "" for none.
	Live string
	Data any
}

// T is the catalogue's sentence of the given name in the page's
// language, its placeholders filled from vars (name, value, …): what a
// template asks for ({{.T "web.campaigns"}}).
func (p *page) T(name string, vars ...any) string {
	k, _ := narrate.Lookup(name)
	return p.Say(k, vars...)
}

// Say is the catalogue's sentence k in the page's language, its
// placeholders filled from vars (name, value, …).
func (p *page) Say(k narrate.Key, vars ...any) string {
	vs := make([]string, len(vars))
	for i, v := range vars {
		vs[i] = fmt.Sprint(v)
	}
	return narrate.Text(k, engine.Lang(p.Lang), p.Gender, vs...)
}

// render writes the page called name with status code.
func (s *Server) render(w http.ResponseWriter, code int, name string, p *page) {
	var b bytes.Buffer
	if err := s.pages[name].ExecuteTemplate(&b, "layout", p); err != nil {
		s.log.Error("web: render", "page", name, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	w.Write(b.Bytes())
}

// renderFragment writes one named template of a page alone, for the live
// script to put in place.
func (s *Server) renderFragment(w http.ResponseWriter, name, fragment string, p *page) {
	var b bytes.Buffer
	if err := s.pages[name].ExecuteTemplate(&b, fragment, p); err != nil {
		s.log.Error("web: render", "page", name, "fragment", fragment, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(b.Bytes())
}

// problem answers with a page saying the catalogue's sentence key.
func (s *Server) problem(w http.ResponseWriter, r *http.Request, code int, lang string, key narrate.Key) {
	if lang == "" {
		lang = langOf(r)
	}
	p := &page{Lang: normLang(lang)}
	p.Title = p.Say(key)
	p.Data = p.Title
	s.render(w, code, "problem", p)
}

func (s *Server) notFound(w http.ResponseWriter, r *http.Request, lang string) {
	if lang == "" {
		lang = langOf(r)
	}
	s.problem(w, r, http.StatusNotFound, lang, narrate.KeyWebNotFound)
}

// langMatcher picks Russian or English from a browser's Accept-Language.
var langMatcher = language.NewMatcher([]language.Tag{language.English, language.Russian})

// langOf is the language of a page no campaign decides: the browser's.
func langOf(r *http.Request) string {
	tags, _, _ := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	_, i, _ := langMatcher.Match(tags...)
	if i == 1 {
		return "ru"
	}
	return "en"
}

// normLang is "ru" or "en".
func normLang(l string) string {
	if strings.EqualFold(l, "ru") {
		return "ru"
	}
	return "en"
}
