// Clause numbers in the forms judges type, for the offline rules: a line-by-line port of
// rules_index/search/numbers.py (parse_number_query, family_of, same_number). Both are checked against the
// same table, tests/data/number_forms.json, so a change to one that the other lacks fails a test.
(function (root) {
  "use strict";

  var MYEARTH = "myearth";
  var DIMENSION_ZERO = "dimension-zero";
  var DM_VARIANTS = "dm-variants";

  var KANJI_DIGITS = { "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9 };
  var KANJI_UNITS = { "十": 10, "百": 100 };
  var N = "(?:\\d+|[〇零一二三四五六七八九十百]+)";

  function kanjiInt(text) {
    if (/^\d+$/.test(text)) return parseInt(text, 10);
    var total = 0;
    var digit = 0;
    for (var i = 0; i < text.length; i++) {
      var ch = text[i];
      if (Object.prototype.hasOwnProperty.call(KANJI_DIGITS, ch)) {
        digit = digit * 10 + KANJI_DIGITS[ch];
      } else {
        total += (digit || 1) * KANJI_UNITS[ch];
        digit = 0;
      }
    }
    return total + digit;
  }

  var LEAD_RE = /^[(（]?\s*(?:(?:総合(?:ゲーム)?ルール|ルール|rule|cr|§|no\.?|#)\s*)?/i;
  var TAIL_RE = /(?:を?参照|[.、。,)）])+$/;
  var DASHES_RE = /[‐‑‒–—―−ー－~〜～]/g;

  var ORDINAL_RE = new RegExp(
    "^第?(?<part>" + N + ")部(?:第?(?<chapter>" + N + ")章)?" +
    "(?:第?(?<section>" + N + ")節)?(?:第?(?<clause>" + N + ")項)?" +
    "(?<item>\\d+(?:-\\d+)*)?$"
  );
  var PREFACE_RE = new RegExp("^序文(?<n>" + N + ")?$");
  var KOU_RE = new RegExp("^第?(?<n>" + N + ")項(?:\\.(?<sub>\\d+))?$");
  var DM_RE = /^(?<sec>\d{3})\.(?<rule>\d{1,2})\.?(?<letter>[a-z])$/;
  var SLUG_RE = /^(?<slug>myearth|dm-variants|rebirth|kaiju|dimension-zero):(?<number>.+)$/;
  var DOTTED_RE = /^(?<num>\d+(?:\.\d+)*)(?<item>(?:-\d+)+)?$/;

  function query(number, document, prefix, onlyDocument) {
    return {
      number: number,
      document: document || null,
      prefix: prefix === undefined ? true : prefix,
      only_document: !!onlyDocument,
    };
  }

  function clean(text) {
    text = text.normalize("NFKC").trim().toLowerCase();
    text = text.replace(LEAD_RE, "");
    text = text.replace(DASHES_RE, "-");
    text = text.replace(/\s+/g, "");
    return text.replace(TAIL_RE, "");
  }

  function parseNumberQuery(raw) {
    var text = clean(raw);
    if (!text) return [];
    var m = SLUG_RE.exec(text);
    if (m) {
      var slug = m.groups.slug;
      return parseNumber(m.groups.number).map(function (q) {
        return query(q.number, slug, q.prefix, true);
      });
    }
    return parseNumber(text);
  }

  function parseNumber(text) {
    var m = ORDINAL_RE.exec(text);
    if (m) {
      var g = m.groups;
      var parts = [String(kanjiInt(g.part))];
      if (g.chapter) {
        parts.push(String(kanjiInt(g.chapter)));
        // 第3節第1項 is the document's own long form for item 3-1.
        var item = [g.section, g.clause].filter(Boolean).map(function (x) { return String(kanjiInt(x)); });
        if (g.item) item.push(g.item);
        if (item.length) parts.push(item.join("-"));
      } else if (g.section || g.clause || g.item) {
        return []; // an item without its chapter is not a reference
      }
      return [query(parts.join("."), DIMENSION_ZERO)];
    }
    if ((m = PREFACE_RE.exec(text))) {
      return [query(m.groups.n ? "0.0." + kanjiInt(m.groups.n) : "0.0", DIMENSION_ZERO)];
    }
    if ((m = KOU_RE.exec(text))) {
      return [query(String(kanjiInt(m.groups.n)) + (m.groups.sub ? "." + m.groups.sub : ""), MYEARTH)];
    }
    if ((m = DM_RE.exec(text))) {
      return [query(m.groups.sec + "." + m.groups.rule + m.groups.letter, DM_VARIANTS, false)];
    }
    if ((m = DOTTED_RE.exec(text))) {
      var num = m.groups.num;
      var tail = m.groups.item;
      if (tail) {
        // Only dimension-zero hyphenates items, after part.chapter; 1-2-3 is a dotted number typed with hyphens.
        if (num.indexOf(".") >= 0) return [query(num + tail, DIMENSION_ZERO)];
        return [query(num + tail.replace(/-/g, "."))];
      }
      var first = num.split(".")[0];
      return [query(num, first.length === 3 ? DM_VARIANTS : null)];
    }
    return [];
  }

  function familyOf(number, candidate) {
    if (number.indexOf(candidate) !== 0 || number === candidate) return false;
    var next = number[candidate.length];
    if (next === "." || next === "-") return true;
    // dm-variants letters hang directly on the number: 701.13 → 701.13a (but 701.1 is not above 701.13).
    return /\p{L}/u.test(next) && /\p{Nd}/u.test(candidate[candidate.length - 1]);
  }

  function sameNumber(number, candidate) {
    if (number === candidate) return true;
    if (number.indexOf(candidate) !== 0) return false;
    var next = number[candidate.length];
    return !(/[\p{L}\p{N}]/u.test(next) || next === "." || next === "-");
  }

  root.RuleNumbers = { parseNumberQuery: parseNumberQuery, familyOf: familyOf, sameNumber: sameNumber };
})(typeof self !== "undefined" ? self : this);
