// The rules with no network: the service worker answers a rules address with the offline shell, and this
// script draws what the address asks for (the rulebook list, a table of contents, a clause, a search) from
// the bundles the worker stored (see docs/rules-index.md, "Offline"). Number lookup uses RuleNumbers, the
// port of the server's numbers.py; word search is plain substring and bigram matching over clause text and
// glossary terms, English reaching the Japanese through the glossaries.
(function () {
  "use strict";
  var DATA_CACHE = "rules-data";
  var INDEX_URL = "/rules/offline/index.json";
  var view = document.getElementById("offline-view");
  var versions = document.getElementById("offline-versions");
  var T = JSON.parse(document.getElementById("offline-strings").textContent);
  // English words that carry no meaning for a rules lookup (the server drops them the same way).
  var STOP = new Set(("a an the of to in on at by for from with and or is are was were be been do does did " +
    "what when where which who how why can could should would will if then it its this that these those " +
    "my your i you we they he she there any some not no as into than so up out about " +
    "am allowed allow permitted okay ok possible able nothing don't doesn't isn't can't won't").split(" "));

  function norm(text) { return (text || "").normalize("NFKC").toLowerCase(); }

  function escapeHtml(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  function fmt(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, k) { return values[k]; });
  }

  // --- loading the stored bundles -------------------------------------------------------------------

  function readJson(cache, url) {
    return cache.match(url).then(function (r) { return r ? r.json() : null; });
  }

  function load() {
    if (!("caches" in window)) return Promise.resolve(null);
    return caches.open(DATA_CACHE).then(function (cache) {
      return readJson(cache, INDEX_URL).then(function (index) {
        if (!index) return null;
        return Promise.all(index.documents.map(function (d) { return readJson(cache, d.url); }))
          .then(function (bundles) { return prepare(index, bundles.filter(Boolean)); });
      });
    });
  }

  function prepare(index, bundles) {
    var docs = bundles.map(function (b, order) {
      var doc = { slug: b.slug, title: b.title, version: b.version, sequence: b.sequence, date: b.date,
        order: order, clauses: [], byNumber: new Map(), children: new Map(), glossary: [] };
      b.clauses.forEach(function (row, position) {
        var c = { doc: doc, number: row[0], kind: row[1], title: row[2], text: row[3],
          heading: b.headings[row[4]], parent: row[5], examples: row[6] || [], aliases: row[7] || [],
          references: row[8] || [], position: position };
        // What word search reads, normalised once here rather than on every keystroke.
        c.hTitle = norm(c.title);
        // Known typos are searched as the rulebook meant them (みなものの → みなもと), as on the server.
        c.hText = norm((row[9] || []).reduce(function (text, pair) { return text.split(pair[0]).join(pair[1]); },
          c.text + "\n" + c.examples.join("\n")));
        c.hHeading = norm(c.heading.join(" "));
        doc.clauses.push(c);
        doc.byNumber.set(c.number, c);
        if (!doc.children.has(c.parent)) doc.children.set(c.parent, []);
        doc.children.get(c.parent).push(c);
      });
      doc.glossary = b.glossary.map(function (g) { return term(g, doc.slug); });
      return doc;
    });
    var glossary = index.glossary.map(function (g) { return term(g, null); });
    docs.forEach(function (d) { glossary = glossary.concat(d.glossary); });
    var byEnglish = new Map();
    var longest = 0;
    glossary.forEach(function (t) {
      t.enKeys.forEach(function (key) {
        if (!byEnglish.has(key)) byEnglish.set(key, []);
        byEnglish.get(key).push(t);
        longest = Math.max(longest, key.split(" ").length);
      });
    });
    return { docs: docs, bySlug: new Map(docs.map(function (d) { return [d.slug, d]; })),
      glossary: glossary, byEnglish: byEnglish, longest: longest };
  }

  function term(row, slug) {
    // A bundle cached before talk words were added has six fields: no talk.
    return { ja: row[0], reading: row[1], en: row[2], synonyms: row[3], enKeys: row[4], clause: row[5],
      document: slug, japanese: [row[0]].concat(row[3]), talk: (row[6] || []).map(norm) };
  }

  // --- number lookup (the order of scoring.lookup_number) -----------------------------------------

  function isNumber(c, number) {
    return RuleNumbers.sameNumber(c.number, number) || c.aliases.indexOf(number) >= 0;
  }

  function lookupNumber(data, text, only) {
    var queries = RuleNumbers.parseNumberQuery(text);
    if (!queries.length) return null;
    var pool = data.docs.filter(function (d) { return !only || d.slug === only; });
    var exact = [];
    var family = [];
    queries.forEach(function (q) {
      var hinted = q.document ? pool.filter(function (d) { return d.slug === q.document; }) : [];
      // A hint from the syntax narrows the search only when that rulebook has the number; a named rulebook is final.
      var searches = q.only_document ? [hinted] : hinted.length ? [hinted, pool] : [pool];
      for (var i = 0; i < searches.length; i++) {
        var found = [];
        var below = [];
        searches[i].forEach(function (d) {
          d.clauses.forEach(function (c) {
            if (isNumber(c, q.number)) found.push(c);
            else if (q.prefix && RuleNumbers.familyOf(c.number, q.number)) below.push(c);
          });
        });
        if (found.length || below.length) {
          exact = exact.concat(found);
          family = family.concat(below);
          break;
        }
      }
    });
    var byOrder = function (a, b) { return a.doc.order - b.doc.order || a.position - b.position; };
    var seen = new Set();
    return exact.sort(byOrder).concat(family.sort(byOrder)).filter(function (c) {
      if (seen.has(c)) return false;
      seen.add(c);
      return true;
    });
  }

  // --- word search ------------------------------------------------------------------------------------

  // The same crude folding as glossary.fold_english_word: plural, -ed/-ing and a final e do not matter.
  function singular(w) {
    if (w.length <= 3 || /ss$/.test(w)) return w;
    if (/ies$/.test(w)) return w.slice(0, -3) + "y";
    if (/(ches|shes|xes|sses)$/.test(w)) return w.slice(0, -2);
    if (/ses$/.test(w)) return w.slice(0, -1);
    if (/s$/.test(w)) return w.slice(0, -1);
    return w;
  }

  // glossary.IRREGULAR_FORMS: irregular past forms to the base form the glossaries list.
  var IRREGULAR = {began: "begin", begun: "begin", bought: "buy", brought: "bring", caught: "catch", chose: "choose", chosen: "choose", dealt: "deal", drawn: "draw", drew: "draw", fell: "fall", fought: "fight", found: "find", froze: "freeze", frozen: "freeze", gave: "give", given: "give", held: "hold", hid: "hide", hidden: "hide", lost: "lose", paid: "pay", ran: "run", rose: "rise", saw: "see", seen: "see", sent: "send", shown: "show", slain: "slay", slew: "slay", spent: "spend", stood: "stand", struck: "strike", swept: "sweep", thought: "think", threw: "throw", thrown: "throw", told: "tell", understood: "understand", undid: "undo", undone: "undo", won: "win", written: "write", wrote: "write"};

  function foldEnglish(word) {
    var w = singular(Object.prototype.hasOwnProperty.call(IRREGULAR, word) ? IRREGULAR[word] : word);
    var suffixes = ["ing", "ed"];
    for (var i = 0; i < suffixes.length; i++) {
      var s = suffixes[i];
      if (w.slice(-s.length) === s && w.length - s.length >= 3) {
        w = w.slice(0, -s.length);
        if (w[w.length - 1] === w[w.length - 2] && "aeioulsz".indexOf(w[w.length - 1]) < 0) w = w.slice(0, -1);
        break;
      }
    }
    if (w.length > 3 && /e$/.test(w) && !/ee$/.test(w)) w = w.slice(0, -1);
    return w;
  }

  // glossary._POSSESSIVE_RE: a possessive 's is taken off ("opponent's" is "opponent"), where Python's
  // \b ends a word (before anything but a Unicode letter, digit or _).
  var POSSESSIVE = /['\u2019]s(?![\p{L}\p{N}_])/gu;

  // glossary._english_words: the English words of normalised text, hyphens as spaces, no possessive 's.
  function englishWords(text) {
    return text.replace(/-/g, " ").replace(POSSESSIVE, "").match(/[a-z0-9]+(?:'[a-z]+)?/g) || [];
  }

  // The query as terms; each term matches when any of its spellings does.
  function analyse(data, query) {
    var text = norm(query).trim();
    var terms = [];
    var glossaryHits = [];
    var words = englishWords(text).filter(function (w) {
      return /[a-z]/.test(w);
    });
    var folded = words.map(foldEnglish);
    var i = 0;
    while (i < words.length) {
      var matched = false;
      for (var size = Math.min(data.longest, words.length - i); size > 0 && !matched; size--) {
        var found = data.byEnglish.get(folded.slice(i, i + size).join(" "));
        if (found && size === 1 && STOP.has(words[i])) {
          // glossary._names_word: a function word stands for a term only when the term lists it as typed
          // ("note" folds to "not": "choose not to" is no question about notes).
          found = found.filter(function (t) {
            return t.en.concat(t.synonyms).some(function (e) { return norm(e) === words[i]; });
          });
          if (!found.length) found = null;
        }
        if (found) {
          var japanese = [];
          found.forEach(function (t) { t.japanese.forEach(function (j) { if (japanese.indexOf(j) < 0) japanese.push(j); }); });
          terms.push({ label: words.slice(i, i + size).join(" "), alts: japanese.map(norm) });
          glossaryHits = glossaryHits.concat(found);
          i += size;
          matched = true;
        }
      }
      if (!matched) {
        if (!STOP.has(words[i])) terms.push({ label: words[i], alts: [words[i]] });
        i += 1;
      }
    }
    // Japanese: each run between spaces and punctuation is a term; a glossary headword or reading brings its synonyms.
    var japanese = text.replace(/[\x00-\x7f]+/g, " ").split(/[\s、。，．・「」『』（）()？?！!]+/).filter(Boolean);
    japanese.forEach(function (chunk) {
      var alts = [chunk];
      data.glossary.forEach(function (t) {
        var spellings = t.japanese.map(norm);
        if (spellings.indexOf(chunk) >= 0 || (t.reading && norm(t.reading) === chunk) || t.talk.indexOf(chunk) >= 0) {
          spellings.forEach(function (s) { if (alts.indexOf(s) < 0) alts.push(s); });
          glossaryHits.push(t);
        }
      });
      terms.push({ label: chunk, alts: alts });
    });
    return { terms: terms, glossary: Array.from(new Set(glossaryHits)) };
  }

  function bigrams(text) {
    var out = [];
    for (var i = 0; i + 1 < text.length; i++) out.push(text.slice(i, i + 2));
    return out;
  }

  function termScore(c, alts) {
    var best = 0;
    var hit = null;
    alts.forEach(function (alt) {
      var score = 0;
      if (c.hTitle.indexOf(alt) >= 0) score += 3;
      if (c.hHeading.indexOf(alt) >= 0) score += 1;
      var at = c.hText.indexOf(alt);
      if (at >= 0) score += 1 + Math.min(c.hText.split(alt).length - 2, 3) * 0.25;
      if (!score && alt.length >= 3) {
        // No exact spelling: a share of the word's character pairs still says something (活用, 表記揺れ).
        var grams = bigrams(alt);
        var present = grams.filter(function (g) { return c.hText.indexOf(g) >= 0 || c.hTitle.indexOf(g) >= 0; });
        var share = present.length / grams.length;
        if (share >= 0.6) score = 0.5 * share;
      }
      if (score > best) { best = score; hit = alt; }
    });
    return { score: best, alt: hit };
  }

  function searchWords(data, query, only) {
    var analysis = analyse(data, query);
    if (!analysis.terms.length) return { hits: [], glossary: analysis.glossary };
    var defining = new Set(analysis.glossary.filter(function (t) { return t.document && t.clause; })
      .map(function (t) { return t.document + ":" + t.clause; }));
    var hits = [];
    data.docs.forEach(function (d) {
      if (only && d.slug !== only) return;
      d.clauses.forEach(function (c) {
        var total = 0;
        var covered = 0;
        var marks = [];
        analysis.terms.forEach(function (t) {
          var s = termScore(c, t.alts);
          if (s.score > 0) { total += s.score; covered += 1; if (s.score >= 1) marks.push(s.alt); }
        });
        if (!covered) return;
        if (defining.has(d.slug + ":" + c.number)) total += 2;
        hits.push({ clause: c, coverage: covered / analysis.terms.length, score: total, marks: marks });
      });
    });
    hits.sort(function (a, b) {
      return b.coverage - a.coverage || b.score - a.score || a.clause.doc.order - b.clause.doc.order ||
        a.clause.position - b.clause.position;
    });
    return { hits: hits.slice(0, 20), glossary: analysis.glossary };
  }

  function snippet(c, marks) {
    var text = norm(c.text || c.title);
    var at = -1;
    marks.forEach(function (m) { var i = text.indexOf(m); if (i >= 0 && (at < 0 || i < at)) at = i; });
    var start = Math.max(0, at - 30);
    var piece = text.slice(start, start + 110);
    var html = escapeHtml(piece);
    marks.slice().sort(function (a, b) { return b.length - a.length; }).forEach(function (m) {
      var e = escapeHtml(m);
      if (e) html = html.split(e).join("\u0000" + e + "\u0001");
    });
    html = html.replace(/\u0000+/g, "<mark>").replace(/\u0001+/g, "</mark>");
    return (start > 0 ? "…" : "") + html + (start + 110 < text.length ? "…" : "");
  }

  // --- drawing -------------------------------------------------------------------------------------------

  // rendering.link_references: each reference's raw string linked where it next occurs, left to right.
  function linkReferences(text, refs) {
    var parts = [];
    var cursor = 0;
    var seen = new Set();
    refs.forEach(function (ref) {
      var raw = ref[0];
      if (!raw || seen.has(raw)) return;
      var at = text.indexOf(raw, cursor);
      if (at < 0) {
        at = text.indexOf(raw);
        if (at < cursor) return;
      }
      seen.add(raw);
      parts.push(escapeHtml(text.slice(cursor, at)));
      if (ref[1]) {
        var target = ref[1].split(":");
        var slug = target.shift();
        parts.push("<a class=\"ref\" href=\"/rules/" + escapeHtml(slug) + "/" + encodeURIComponent(target.join(":")) +
          "\" title=\"" + escapeHtml(ref[1]) + "\">" + escapeHtml(raw) + "</a>");
      } else {
        parts.push("<span class=\"ref ref-unresolved\">" + escapeHtml(raw) + "</span>");
      }
      cursor = at + raw.length;
    });
    parts.push(escapeHtml(text.slice(cursor)));
    return parts.join("").replace(/\n/g, "<br>");
  }

  function refsIn(c, inExample) {
    return c.references.filter(function (r) { return !!r[2] === inExample; });
  }

  function clauseUrl(c) { return "/rules/" + c.doc.slug + "/" + encodeURIComponent(c.number); }

  function label(c) { return c.title || (c.text.length > 48 ? c.text.slice(0, 47) + "…" : c.text); }

  function showVersions(data) {
    versions.innerHTML = data.docs.map(function (d) {
      return "<li data-slug=\"" + escapeHtml(d.slug) + "\"><strong>" + escapeHtml(d.slug) + "</strong> · " +
        escapeHtml(T.version) + " " + escapeHtml(d.version) + (d.date ? " (" + escapeHtml(d.date) + ")" : "") + "</li>";
    }).join("");
  }

  function drawDocuments(data) {
    document.title = T.rules;
    view.innerHTML = "<h1>" + escapeHtml(T.rules) + "</h1><ul class=\"cards doc-list\">" +
      data.docs.map(function (d) {
        return "<li><a href=\"/rules/" + escapeHtml(d.slug) + "/\"><strong>" + escapeHtml(d.title) + "</strong><span>" +
          escapeHtml(d.slug) + " · " + escapeHtml(T.version) + " " + escapeHtml(d.version) + " · " +
          escapeHtml(fmt(T.clauses, { n: d.clauses.length })) + "</span></a></li>";
      }).join("") + "</ul>";
  }

  function tocNode(d, c) {
    var kids = d.children.get(c.number) || [];
    var head = "<a href=\"" + clauseUrl(c) + "\" class=\"num\">" + escapeHtml(c.number) + "</a> " + escapeHtml(label(c));
    if (!kids.length) return "<li>" + head + "</li>";
    return "<li><details><summary>" + head + "</summary><ul>" +
      kids.map(function (k) { return tocNode(d, k); }).join("") + "</ul></details></li>";
  }

  function drawDocument(data, d) {
    document.title = d.title;
    var roots = d.clauses.filter(function (c) { return !d.byNumber.has(c.parent); });
    view.innerHTML = "<nav class=\"crumbs\"><a href=\"/rules/\">" + escapeHtml(T.rules) + "</a></nav>" +
      "<h1>" + escapeHtml(d.title) + "</h1><p class=\"muted\">" + escapeHtml(d.slug) + " · " + escapeHtml(T.version) +
      " " + escapeHtml(d.version) + "</p>" + searchForm(d.slug, "") +
      "<h2>" + escapeHtml(T.toc) + "</h2><ul class=\"toc\">" + roots.map(function (c) { return tocNode(d, c); }).join("") + "</ul>";
  }

  function drawClause(data, d, number) {
    var c = d.byNumber.get(number);
    if (!c) {
      var found = lookupNumber(data, d.slug + ":" + number) || [];
      c = found[0];
    }
    if (!c) {
      view.innerHTML = "<p class=\"muted\">" + escapeHtml(T.not_saved) + "</p>";
      return;
    }
    document.title = d.slug + ":" + c.number;
    var ancestors = [];
    for (var p = d.byNumber.get(c.parent); p; p = d.byNumber.get(p.parent)) ancestors.unshift(p);
    var siblings = d.clauses;
    var prev = siblings[c.position - 1];
    var next = siblings[c.position + 1];
    var kids = d.children.get(c.number) || [];
    var text = c.text && c.text !== c.title ? "<div class=\"clause-text\" lang=\"ja\">" +
      linkReferences(c.text, refsIn(c, false)) + "</div>" : "";
    view.innerHTML =
      "<nav class=\"crumbs\" aria-label=\"" + escapeHtml(T.breadcrumbs) + "\"><a href=\"/rules/\">" + escapeHtml(T.rules) +
      "</a> › <a href=\"/rules/" + escapeHtml(d.slug) + "/\">" + escapeHtml(d.title) + "</a>" +
      ancestors.map(function (a) {
        return " › <a href=\"" + clauseUrl(a) + "\">" + escapeHtml(a.number) + (a.title ? " " + escapeHtml(a.title) : "") + "</a>";
      }).join("") + "</nav>" +
      "<article class=\"clause\" id=\"clause\" data-ref=\"" + escapeHtml(d.slug + ":" + c.number) + "\">" +
      "<h1><span class=\"num\">" + escapeHtml(c.number) + "</span>" + (c.title ? " " + escapeHtml(c.title) : "") + "</h1>" +
      (c.heading.length ? "<p class=\"muted heading-path\">" + escapeHtml(c.heading.join(" › ")) + "</p>" : "") + text +
      (c.examples.length ? "<section class=\"examples\" lang=\"ja\">" + c.examples.map(function (e) {
        return "<p class=\"example\">" + linkReferences(e, refsIn(c, true)) + "</p>";
      }).join("") + "</section>" : "") +
      "<p class=\"permalink\"><span class=\"muted\">" + escapeHtml(T.permalink) + ":</span> " +
      escapeHtml(d.slug + ":" + c.number) + " · " + escapeHtml(T.version) + " " + escapeHtml(d.version) + "</p></article>" +
      "<nav class=\"prevnext\">" + (prev ? "<a rel=\"prev\" href=\"" + clauseUrl(prev) + "\">← " + escapeHtml(prev.number) + "</a>" : "<span></span>") +
      (ancestors.length ? "<a href=\"" + clauseUrl(ancestors[ancestors.length - 1]) + "\">↑ " + escapeHtml(ancestors[ancestors.length - 1].number) + "</a>" : "") +
      (next ? "<a rel=\"next\" href=\"" + clauseUrl(next) + "\">" + escapeHtml(next.number) + " →</a>" : "") + "</nav>" +
      (kids.length ? "<section><h2>" + escapeHtml(T.children) + "</h2><ul class=\"children\">" + kids.map(function (k) {
        return "<li><a href=\"" + clauseUrl(k) + "\" class=\"num\">" + escapeHtml(k.number) + "</a> " + escapeHtml(label(k)) + "</li>";
      }).join("") + "</ul></section>" : "");
  }

  function searchForm(slug, query) {
    return "<form id=\"rules-search\" class=\"search inline-search\" role=\"search\" action=\"/rules/search\" method=\"get\">" +
      (slug ? "<input type=\"hidden\" name=\"document\" value=\"" + escapeHtml(slug) + "\">" : "") +
      "<input type=\"search\" name=\"q\" id=\"rules-q\" value=\"" + escapeHtml(query) + "\" aria-label=\"" +
      escapeHtml(slug ? T.search_in : T.search) + "\" placeholder=\"" + escapeHtml(slug ? T.search_in : T.search) +
      "\" autocomplete=\"off\" enterkeyhint=\"search\"><button type=\"submit\">" + escapeHtml(T.search_button) + "</button></form>";
  }

  // One answer to a query: number lookup when the whole query is a number, else word search.
  function search(data, query, only) {
    var started = performance.now();
    var numbered = lookupNumber(data, query, only);
    if (numbered !== null) {
      return { kind: "number", ms: performance.now() - started, glossary: [],
        hits: numbered.slice(0, 20).map(function (c) { return { clause: c, marks: [] }; }) };
    }
    var words = searchWords(data, query, only);
    return { kind: "word", ms: performance.now() - started, hits: words.hits, glossary: words.glossary };
  }

  function resultsHtml(result) {
    var html = "<div id=\"results\" data-count=\"" + result.hits.length + "\" data-kind=\"" + result.kind + "\">";
    if (!result.hits.length) html += "<p class=\"muted\">" + escapeHtml(T.no_results) + "</p>";
    else {
      html += "<ol class=\"results\">" + result.hits.map(function (h) {
        var c = h.clause;
        return "<li><a href=\"" + clauseUrl(c) + "\"><span class=\"num\">" + escapeHtml(c.number) + "</span> <span class=\"doc\">" +
          escapeHtml(c.doc.slug) + "</span>" + (c.heading.length ? "<span class=\"path\">" + escapeHtml(c.heading.join(" › ")) + "</span>" : "") +
          "<span class=\"snippet\" lang=\"ja\">" + snippet(c, h.marks) + "</span></a></li>";
      }).join("") + "</ol>";
    }
    if (result.glossary.length) {
      html += "<h2>" + escapeHtml(T.glossary) + "</h2><ul class=\"glossary-hits\">" + result.glossary.slice(0, 8).map(function (t) {
        var name = escapeHtml(t.ja) + (t.reading ? " <span class=\"muted\">(" + escapeHtml(t.reading) + ")</span>" : "") +
          (t.en.length ? " — " + escapeHtml(t.en.join(", ")) : "") + (t.document ? " <span class=\"doc\">" + escapeHtml(t.document) + "</span>" : "");
        return "<li>" + (t.document && t.clause ? "<a href=\"/rules/" + escapeHtml(t.document) + "/" + encodeURIComponent(t.clause) + "\">" + name + "</a>" : name) + "</li>";
      }).join("") + "</ul>";
    }
    html += "<p class=\"muted lookup-time\">" + escapeHtml(fmt(T.lookup_time, { ms: result.ms.toFixed(1) })) + "</p>";
    return html + "</div>";
  }

  function drawSearch(data, params) {
    var query = (params.get("q") || "").trim().slice(0, 200);
    var only = params.get("document") || "";
    document.title = (query ? query + " — " : "") + T.search;
    var header = document.querySelector(".site-header form.search");
    if (header) header.style.display = "none"; // one search box, as on the online search page
    view.innerHTML = searchForm(only, query) + (query ? resultsHtml(search(data, query, only)) : "");
    var input = document.getElementById("rules-q");
    // Results follow the typing, as online; the address keeps the query so back and reload work.
    input.addEventListener("input", function () {
      var q = input.value.trim();
      var next = new URLSearchParams();
      next.set("q", q);
      if (only) next.set("document", only);
      history.replaceState(null, "", "/rules/search?" + next.toString());
      var old = document.getElementById("results");
      var html = q ? resultsHtml(search(data, q, only)) : "";
      if (old) old.outerHTML = html || "<div id=\"results\"></div>";
      else view.insertAdjacentHTML("beforeend", html);
    });
  }

  function route(data) {
    var path = decodeURIComponent(location.pathname);
    var parts = path.replace(/^\/rules\/?/, "").split("/");
    if (path.indexOf("/rules/search") === 0) return drawSearch(data, new URLSearchParams(location.search));
    if (!parts[0] || parts[0] === "offline") return drawDocuments(data);
    var d = data.bySlug.get(parts[0]);
    if (!d) { view.innerHTML = "<p class=\"muted\">" + escapeHtml(T.not_saved) + "</p>"; return; }
    if (!parts[1]) return drawDocument(data, d);
    return drawClause(data, d, parts.slice(1).join("/"));
  }

  // The language buttons post to the server, which is out of reach: switch here instead. The worker keeps
  // the choice for the next offline page and the cookie (Django's own) carries it to the next online one.
  var languageForm = document.querySelector("form.lang");
  if (languageForm) languageForm.addEventListener("submit", function (event) {
    var lang = event.submitter && event.submitter.value;
    var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (!lang || !worker) return;
    event.preventDefault();
    document.cookie = "django_language=" + encodeURIComponent(lang) + "; path=/; max-age=31536000; samesite=lax";
    navigator.serviceWorker.addEventListener("message", function (e) {
      if (e.data && e.data.type === "lang-stored") location.reload();
    });
    worker.postMessage({ type: "lang", lang: lang, reply: true });
  });

  var ready = load().then(function (data) {
    if (!data || !data.docs.length) {
      view.innerHTML = "<p class=\"muted\">" + escapeHtml(T.no_data) + "</p>";
      return null;
    }
    showVersions(data);
    route(data);
    return data;
  });

  // For the browser test and anyone curious in the console: the same functions the page uses.
  window.OfflineRules = {
    ready: ready,
    lookupNumber: function (q, only) { return ready.then(function (d) { return d && lookupNumber(d, q, only); }); },
    search: function (q, only) { return ready.then(function (d) { return d && search(d, q, only); }); },
    // glossary.english_key: the folded English words the glossary lookup compares.
    englishKey: function (q) { return englishWords(norm(q)).map(foldEnglish); },
  };
})();
