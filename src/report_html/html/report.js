// citeval's HTML report: draws the page from the JSON model embedded in #citeval-data.
// Every text from the evaluated data goes through text nodes (el() / textContent): never markup.
// No request leaves the page: no fetch, no images, no fonts (the page's CSP forbids them too).
(function () {
  'use strict';
  var T0 = performance.now();
  var D = JSON.parse(document.getElementById('citeval-data').textContent);
  var app = document.getElementById('app');
  var SVGNS = 'http://www.w3.org/2000/svg';
  var OUT = {
    sup: 'supported', part: 'partially supported', uns: 'not supported', nj: 'not judged', nn: 'no citation needed',
    unc: 'uncited', err: 'judge error'
  };
  // citeval check: what a citation's quote of its source is (answers/quote.h).
  var QUOTE = {
    exact: 'the quote is the source\u2019s text at the stated place', found: 'the quote occurs in a cited source (no place stated)',
    elsewhere: 'the quote is not at the stated place (it occurs elsewhere in the source)', absent: 'the quote occurs in no cited source'
  };

  // el('div', {class: 'x', 'data-k': 1}, 'text', child, [more]): strings become text nodes.
  function el(tag, attrs) {
    var e = document.createElement(tag);
    setAttrs(e, attrs);
    for (var i = 2; i < arguments.length; i++) add(e, arguments[i]);
    return e;
  }
  function setAttrs(e, attrs) {
    if (!attrs) return;
    Object.keys(attrs).forEach(function (k) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) return;
      if (k === 'text') e.textContent = String(v);
      else if (k === 'onclick') e.addEventListener('click', v);
      else e.setAttribute(k, v === true ? '' : String(v));
    });
  }
  function add(e, c) {
    if (c === null || c === undefined || c === false) return;
    if (Array.isArray(c)) { c.forEach(function (x) { add(e, x); }); return; }
    e.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)));
  }
  function sv(tag, attrs) {
    var e = document.createElementNS(SVGNS, tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') e.textContent = String(attrs[k]); else e.setAttribute(k, String(attrs[k]));
    });
    for (var i = 2; i < arguments.length; i++) if (arguments[i]) e.appendChild(arguments[i]);
    return e;
  }
  function isNum(v) { return typeof v === 'number' && isFinite(v); }
  function f(v, d) { return isNum(v) ? v.toFixed(d === undefined ? 2 : d) : '\u2013'; }
  function int(v) { return isNum(v) ? Math.round(v).toLocaleString('en-US') : '\u2013'; }
  function pct(v) { return isNum(v) ? (100 * v).toFixed(1) : '\u2013'; }

  // ------------------------------------------------------------------------------------------
  // Shared pieces

  function headerBlock(h, title) {
    var parts = [el('h1', { text: title })];
    var meta = [];
    if (h.dataset) meta.push('dataset ' + h.dataset);
    if (h.input) meta.push('input ' + h.input);
    if (h.format) meta.push('format ' + h.format);
    if (h.citation_style) meta.push('citation style ' + h.citation_style);
    if (h.sources) meta.push('sources ' + h.sources);
    meta.push('detail ' + h.detail);
    if (h.summary) meta.push('summary ' + h.summary);
    parts.push(el('div', { class: 'mut' }, meta.join(' \u00b7 ')));
    if (h.judges && typeof h.judges === 'object') {
      parts.push(el('div', { id: 'judge' }, 'Judges: ', Object.keys(h.judges).map(function (k, i) {
        return [i ? ' \u00b7 ' : '', k + ' ', el('span', { class: 'mono', text: String(h.judges[k]) })];
      })));
    } else if (h.judge) {
      parts.push(el('div', { id: 'judge' }, 'Judge: ', el('span', { class: 'mono', text: h.judge })));
    }
    if (h.note) parts.push(el('div', { class: 'warn', id: 'approx', text: h.note }));
    else if (h.approximation) parts.push(el('div', { class: 'warn', id: 'approx', text: 'APPROXIMATION: the judge only approximates the reference judge.' }));
    if (h.rule) parts.push(el('div', { class: 'note', text: 'Need-citation: ' + h.rule }));
    var counts = el('div', { class: 'counts', id: 'counts' });
    (h.counts || []).forEach(function (c) {
      counts.appendChild(el('div', { 'data-count': c.label }, c.label + ': ', el('b', { text: int(c.value) })));
    });
    if (h.llm) {
      counts.appendChild(el('div', { 'data-count': 'llm tokens' }, 'LLM tokens: ',
        el('b', { text: int(h.llm.prompt_tokens) + ' in / ' + int(h.llm.completion_tokens) + ' out' })));
      counts.appendChild(el('div', { 'data-count': 'llm cost' }, 'LLM cost: ', el('b', { text: isNum(h.llm.cost) ? '$' + h.llm.cost.toFixed(4) : '\u2013' })));
    }
    parts.push(counts);
    (h.excluded || []).forEach(function (x) {
      parts.push(el('div', { class: 'note', text: x.items + ' item(s) left out of ' + x.metric + ': ' + x.reason + (x.detail ? ' (' + x.detail + ')' : '') }));
    });
    if (h.passages_note) parts.push(el('div', { class: 'note', id: 'passages-note', text: h.passages_note }));
    return parts;
  }

  function cardsBlock(cards, boot) {
    var box = el('div', { class: 'cards', id: 'cards' });
    cards.forEach(function (c) {
      var shown = isNum(c.value) ? c.value : null;
      var ci = null;
      if (c.ci) ci = Math.round(100 * boot.confidence) + '% CI [' + f(c.ci[0]) + ', ' + f(c.ci[1]) + ']';
      box.appendChild(el('div', { class: 'card' + (shown === null ? ' undef' : ''), 'data-key': c.key,
        'data-value': isNum(c.value) ? String(c.value) : 'null', title: c.key },
        el('div', { class: 'label', text: c.label }),
        el('div', { class: 'value', text: shown === null ? 'undefined' : f(shown) }),
        el('div', { class: 'ci', text: ci || c.ci_note || c.undefined || (boot.replicates ? 'no interval' : '') })));
    });
    return box;
  }

  // Bars of counts: bins over [0, 100] (per-item percentages) in tenths.
  function histogram(h) {
    var W = 300, H = 130, L = 30, B = 22, max = Math.max.apply(null, h.bins.concat([1]));
    var s = sv('svg', { width: W, height: H, viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'data-key': h.key });
    var bw = (W - L - 6) / h.bins.length;
    h.bins.forEach(function (n, i) {
      var bh = (H - B - 8) * n / max;
      s.appendChild(sv('rect', { x: L + i * bw + 1, y: H - B - bh, width: bw - 2, height: bh, fill: '#6b8fc9' },
        sv('title', { text: i * 10 + '\u2013' + (i + 1) * 10 + ': ' + n + ' items' })));
    });
    s.appendChild(sv('line', { x1: L, y1: H - B, x2: W - 4, y2: H - B, stroke: '#999' }));
    [0, 50, 100].forEach(function (t) {
      s.appendChild(sv('text', { x: L + t / 100 * (W - L - 6), y: H - 8, 'text-anchor': 'middle', text: t }));
    });
    s.appendChild(sv('text', { x: L - 4, y: 12, 'text-anchor': 'end', text: max }));
    s.appendChild(sv('text', { x: L - 4, y: H - B, 'text-anchor': 'end', text: 0 }));
    return el('div', { class: 'chart' }, el('div', { class: 'title', text: h.label + ' (' + h.n + ' items)' }), s);
  }

  // ------------------------------------------------------------------------------------------
  // Items

  // The passages of a run page are in the last data element (#citeval-passages), read after the
  // page is drawn: item.pi indexes them.
  var PASSAGES = null;
  function passagesOf(item) {
    if (item.docs) return item.docs;
    if (item.pi === undefined) return null;
    if (!PASSAGES) {
      var e = document.getElementById('citeval-passages');
      if (!e || document.readyState === 'loading') return undefined;  // still being read
      PASSAGES = JSON.parse(e.textContent);
    }
    return PASSAGES[item.pi];
  }
  document.addEventListener('DOMContentLoaded', function () { setTimeout(function () { passagesOf({ pi: 0 }); }, 0); });

  var panel = el('div', { id: 'passage', hidden: true, role: 'dialog' });
  function decText(d) {
    if (!d) return 'not judged';
    if (d.ok === false) return 'judge error: ' + (d.error || '?');
    if (d.score_name) return d.score_name + ' ' + f(d.prob, 3);
    var s = d.label === 1 ? 'entails' : d.label === 0 ? 'does not entail' : '';
    if (isNum(d.prob)) s += (s ? ' ' : '') + '(p = ' + f(d.prob, 3) + ')';
    return s || 'judged';
  }
  function openPanel(btn) {
    document.querySelectorAll('button.cite.sel').forEach(function (b) { b.classList.remove('sel'); });
    document.querySelectorAll('.answer .seg.hl').forEach(function (s) { s.classList.remove('hl'); });
    btn.classList.add('sel');
    panel.textContent = '';
    panel.hidden = false;
    panel.appendChild(el('button', { class: 'close', title: 'close', text: '\u00d7', onclick: function () { panel.hidden = true; btn.classList.remove('sel'); } }));
  }
  function showPassage(btn, item, unit, cite, id) {
    openPanel(btn);
    var title = cite ? label(cite) : '[' + id + ']';
    var text = null, doc = null, docs = passagesOf(item);
    if (cite && typeof cite.text === 'string') text = cite.text;
    else if (docs && docs[id]) { doc = docs[id]; text = doc[1]; }
    panel.appendChild(el('div', { class: 'ptitle' }, title + ' ', doc ? el('span', { class: 'mut', text: doc[0] }) : null));
    if (text !== null) panel.appendChild(el('div', { class: 'ptext', text: text }));
    else if (docs === undefined) panel.appendChild(el('div', { class: 'ptext mut', text: 'The passages are still being read: click again in a moment.' }));
    else if (docs) panel.appendChild(el('div', { class: 'ptext mut', text: 'No passage [' + id + '] in the input item (out of range).' }));
    else panel.appendChild(el('div', { class: 'ptext mut', text: 'The detail file holds no passages: ' + inputHint() + ' (the evaluated file) to see them.' }));
    if (cite) {
      var lines = [];
      if (cite.alone !== undefined && cite.alone !== null) lines.push('alone: ' + decText(cite.alone));
      if (cite.rest !== undefined && cite.rest !== null) lines.push('the rest: ' + decText(cite.rest));
      if (cite.rel === true) lines.push('counted relevant');
      if (cite.rel === false) lines.push('counted irrelevant (over-citing)');
      if (isNum(cite.relscore)) lines.push('relevance score ' + f(cite.relscore, 2));
      panel.appendChild(el('div', { class: 'dec', text: lines.join(' \u00b7 ') }));
      if (cite.why) panel.appendChild(el('div', { class: 'dec' }, el('span', { class: 'why', text: cite.why })));
    }
    if (unit && unit.joint) panel.appendChild(el('div', { class: 'dec mut', text: 'joint set: ' + decText(unit.joint) }));
  }

  // How the front end that made the page gives it the evaluated file (the model's header says:
  // `citeval report --input` or Python's report(input=)); a compare page is the CLI's.
  function inputHint() {
    var h = D.header || (D.a && D.a.header) || {};
    return h.input_hint || 'make the report with --input FILE';
  }
  function label(c) { return c.label || '[' + c.doc + ']'; }

  // citeval check: a citation's sources, the first with the place the citation states in it
  // highlighted, its quote and what is wrong with it; the answer's bytes it covers highlighted.
  function showCitation(btn, item, c, k) {
    openPanel(btn);
    panel.appendChild(el('div', { class: 'ptitle' }, 'Citation ' + (k + 1) + ' ', el('span', { class: 'mut', text: c.kind })));
    var docs = passagesOf(item);
    (c.src || []).forEach(function (n, i) {
      var doc = docs ? docs[n] : null;
      var box = el('div', { class: 'psrc', 'data-src': n },
        el('div', { class: 'ptitle' }, '[' + c.ids[i] + '] ', doc ? el('span', { class: 'mut', text: doc[0] }) : null));
      if (!doc) box.appendChild(el('div', { class: 'ptext mut', text: docs === undefined ? 'The passages are still being read: click again in a moment.' : 'No source ' + n + ' in the input.' }));
      else if (i === 0 && c.sspan) box.appendChild(el('div', { class: 'ptext' }, doc[1].slice(0, c.sspan[0]), el('mark', { text: doc[1].slice(c.sspan[0], c.sspan[1]) }), doc[1].slice(c.sspan[1])));
      else box.appendChild(el('div', { class: 'ptext', text: doc[1] }));
      panel.appendChild(box);
    });
    if (!c.src) panel.appendChild(el('div', { class: 'ptext mut', text: 'The detail file holds no sources: ' + inputHint() + ' (the checked file) to see them.' }));
    var lines = [];
    if (c.unres) lines.push('points at no source: ' + c.unres.join(', '));
    if (c.outside) lines.push('outside its source: ' + c.outside);
    if (QUOTE[c.quote]) lines.push('quote ' + c.quote + ': ' + QUOTE[c.quote]);
    lines.forEach(function (l) { panel.appendChild(el('div', { class: 'dec', text: l })); });
    if (typeof c.qt === 'string') panel.appendChild(el('div', { class: 'dec' }, el('span', { class: 'why', text: 'quoted: \u201c' + c.qt + '\u201d' })));
    if (c.span) {
      btn.closest('.answer').querySelectorAll('.seg').forEach(function (s) {
        var b = +s.getAttribute('data-b'), e = +s.getAttribute('data-e');
        if (b < e && b >= c.span[0] && e <= c.span[1]) s.classList.add('hl');
      });
    }
  }

  function citLabel(c) { return '[' + (c.ids || []).concat(c.unres || []).join(', ') + ']'; }

  // citeval check: the whole answer, each statement's text coloured by its outcome and every
  // citation (its mark, or a button after the bytes a span citation covers) a button.
  function answerNode(item) {
    var box = el('div', { class: 'answer' }), text = item.text;
    item.segs.forEach(function (s) {
      var u = s[2] >= 0 ? item.units[s[2]] : null;
      var attrs = { class: 'seg' + (u ? ' out-' + u.out : ''), 'data-b': s[0], 'data-e': s[1], 'data-unit': u ? s[2] : null, title: u ? OUT[u.out] : null };
      if (s[3] >= 0) {
        var c = item.cits[s[3]], k = s[3];
        var b = el('button', { class: 'cite' + (c.unres || c.outside ? ' irrel' : ''), type: 'button', 'data-cit': k,
          text: s[0] < s[1] ? text.slice(s[0], s[1]) : citLabel(c) });
        b.addEventListener('click', function () { showCitation(b, item, c, k); });
        box.appendChild(el('span', attrs, b));
      } else {
        box.appendChild(el('span', attrs, text.slice(s[0], s[1])));
      }
    });
    return box;
  }

  function citeButton(item, unit, id, cite, label) {
    var b = el('button', { class: 'cite' + (cite && cite.rel === false ? ' irrel' : ''), 'data-doc': id, type: 'button', text: label });
    b.addEventListener('click', function () { showPassage(b, item, unit, cite, id); });
    return b;
  }

  function findCite(unit, id) {
    for (var i = 0; i < (unit.cites || []).length; i++) if (unit.cites[i].doc === id) return unit.cites[i];
    return null;
  }

  function unitNode(item, unit, ui) {
    var outer = el('div', { class: 'unit out-' + unit.out, 'data-out': unit.out, 'data-unit': ui, title: OUT[unit.out] + (unit.status ? ' (' + unit.status + ')' : '') });
    var box = el('span', { class: 'utext' });
    outer.appendChild(box);
    var text = unit.text || '';
    if (unit.marks && unit.marks.length) {
      // ALCE: the statement's own marks become buttons, one per id.
      var pos = 0;
      unit.marks.forEach(function (m) {
        var b = Math.max(pos, Math.min(text.length, m[0])), e = Math.max(b, Math.min(text.length, m[1]));
        box.appendChild(document.createTextNode(text.slice(pos, b)));
        m[2].forEach(function (id) { box.appendChild(citeButton(item, unit, id, findCite(unit, id), '[' + id + ']')); });
        pos = e;
      });
      box.appendChild(document.createTextNode(text.slice(pos)));
    } else {
      box.appendChild(document.createTextNode(text));
      if ((unit.cites && unit.cites.length) || (unit.ids && unit.ids.length)) box.appendChild(document.createTextNode(' '));
      if (unit.cites && unit.cites.length && unit.cites[0].text !== undefined) {
        unit.cites.forEach(function (c, i) { box.appendChild(citeButton(item, unit, i + 1, c, label(c))); });
      } else {
        (unit.ids || []).forEach(function (id) {
          var c = findCite(unit, id);
          box.appendChild(citeButton(item, unit, id, c, c && c.label ? c.label : '[' + id + ']'));
        });
      }
    }
    // The decisions: joint set, then each citation alone and the rest (ALCE precision's rule).
    var dec = el('div', { class: 'dec' });
    var parts = [OUT[unit.out] + (unit.status && unit.status !== 'judged' ? ' (' + unit.status.replace('_', ' ') + ')' : '')];
    if (unit.joint) parts.push('joint: ' + decText(unit.joint));
    if (unit.need) parts.push('need-citation judge: ' + (unit.need.ok === false ? 'judge error: ' + (unit.need.error || '?') :
      unit.need.label === 0 ? 'needs no citation' : 'needs a citation'));
    (unit.cites || []).forEach(function (c) {
      if (c.text !== undefined) {
        parts.push(label(c) + ' ' + (c.rel === true ? 'relevant' : c.rel === false ? 'irrelevant' : 'not judged'));
        return;
      }
      // A lone citation is not judged alone: the joint decision is its own.
      var s = label(c) + (c.alone ? ' alone: ' + decText(c.alone) : c.rel === true ? ' relevant (the joint set)' : ' not judged alone');
      if (c.rest) s += ', rest: ' + decText(c.rest);
      if (c.rel === false) s += ' \u2192 irrelevant';
      parts.push(s);
    });
    dec.appendChild(document.createTextNode(parts.join(' \u00b7 ')));
    if (unit.hyp) dec.appendChild(el('span', { class: 'why', text: 'judged as: ' + unit.hyp }));
    if (unit.joint && unit.joint.rationale) dec.appendChild(el('span', { class: 'why', text: 'rationale: ' + unit.joint.rationale }));
    if (unit.need && unit.need.rationale) dec.appendChild(el('span', { class: 'why', text: 'need-citation rationale: ' + unit.need.rationale }));
    (unit.cites || []).forEach(function (c) {
      if (c.alone && c.alone.rationale) dec.appendChild(el('span', { class: 'why', text: label(c) + ' rationale: ' + c.alone.rationale }));
    });
    outer.appendChild(dec);
    return outer;
  }

  function itemNode(item, keys) {
    var head = el('div', { class: 'ihead' }, el('span', { class: 'iid', text: item.id || '#' + item.key }));
    if (item.ds) head.appendChild(el('span', { class: 'chip', text: item.ds }));
    keys.forEach(function (k) {
      if (k in item.sc) head.appendChild(el('span', { class: 'chip', 'data-score': k, text: k.replace('citation_', '') + ' ' + f(item.sc[k]) }));
    });
    if (item.err) head.appendChild(el('span', { class: 'chip bad', text: 'judge error' }));
    if (item.over) head.appendChild(el('span', { class: 'chip warnc', text: 'over-citing' }));
    if (item.excl) head.appendChild(el('span', { class: 'chip', text: 'left out: ' + item.excl }));
    head.appendChild(el('span', { class: 'mut', text: item.where || 'line ' + item.line }));
    var box = el('div', { class: 'item', 'data-key': item.key }, head);
    if (item.q) box.appendChild(el('div', { class: 'q', text: item.q }));
    if (item.errmsg) box.appendChild(el('div', { class: 'note', text: 'judge error: ' + item.errmsg }));
    var lastSent = -1, units = box;
    if (item.segs) {
      // citeval check: the answer itself, then its statements' decisions on demand.
      box.appendChild(answerNode(item));
      units = el('details', { class: 'stmts' }, el('summary', { text: item.units.length + ' statement(s): the decisions' }));
      box.appendChild(units);
    }
    item.units.forEach(function (u, i) {
      if (item.sents && isNum(u.sent) && u.sent !== lastSent) {
        lastSent = u.sent;
        units.appendChild(el('div', { class: 'sent', text: 'sentence ' + (u.sent + 1) + ': ' + (item.sents[u.sent] || '') }));
      }
      units.appendChild(unitNode(item, u, i));
    });
    if (!item.units.length && !item.segs) box.appendChild(el('div', { class: 'unit out-nj', 'data-out': 'nj', text: item.text || '(empty answer)' }));
    return box;
  }

  // A list drawn lazily: the first page now, the next when its end scrolls into view.
  function lazyList(container, count, draw, page) {
    page = page || 40;
    var shown = 0, sentinel = el('div', { class: 'more' });
    var io = ('IntersectionObserver' in window) ? new IntersectionObserver(function (es) {
      if (es.some(function (e) { return e.isIntersecting; })) more();
    }, { rootMargin: '600px' }) : null;
    function more() {
      var frag = document.createDocumentFragment();
      var end = Math.min(count, shown + page);
      for (; shown < end; shown++) frag.appendChild(draw(shown));
      container.insertBefore(frag, sentinel);
      sentinel.textContent = shown < count ? (count - shown) + ' more \u2026' : '';
      if (shown >= count && io) io.disconnect();
      // Observed again: a sentinel still in view after drawing (a short list, a page scrolled
      // far down) is reported again, where a mere change of state would never come.
      else if (io && observed) { io.unobserve(sentinel); io.observe(sentinel); }
    }
    var observed = false;
    container.textContent = '';
    container.appendChild(sentinel);
    more();
    if (io && shown < count) { io.observe(sentinel); observed = true; }
    if (!io) sentinel.addEventListener('click', more);
    return { more: more, stop: function () { if (io) io.disconnect(); } };
  }

  // ------------------------------------------------------------------------------------------
  // Run page

  function runPage(M) {
    var h = M.header;
    var names = { alce: 'ALCE', aliice: 'ALiICE', 'longbench-cite': 'LongBench-Cite', check: 'citeval check' };
    document.title = 'citeval report \u2014 ' + (names[h.benchmark] || h.benchmark) + (h.dataset ? ' (' + h.dataset + ')' : '');
    add(app, headerBlock(h, document.title));
    add(app, el('h2', { text: 'Figures' }));
    app.appendChild(cardsBlock(M.cards, M.bootstrap));
    if (M.bootstrap.replicates) app.appendChild(el('div', { class: 'mut', style: 'font-size:12px;margin-top:4px',
      text: 'Intervals: percentile bootstrap over items, ' + M.bootstrap.replicates + ' replicates, seed ' + M.bootstrap.seed + '.' }));
    var hb = el('div', { class: 'hists', id: 'hists' });
    M.hists.forEach(function (x) { hb.appendChild(histogram(x)); });
    app.appendChild(hb);

    var items = M.items, keys = M.score_keys;
    items.forEach(function (it) { it._u = (it.n.uns || 0) + (it.n.part || 0) + (it.n.unc || 0); });
    // An item's searchable text, made on the first search (not at load: 100,000 items).
    function words(it) {
      if (it._s === undefined) {
        var w = [it.id || '#' + it.key, it.q || '', it.text || ''];
        it.units.forEach(function (u) { w.push(u.text || ''); });
        it._s = w.join('\n').toLowerCase();
      }
      return it._s;
    }
    add(app, el('h2', { text: 'Items' }));
    var datasets = [];
    items.forEach(function (it) { if (it.ds && datasets.indexOf(it.ds) < 0) datasets.push(it.ds); });
    var cUns = el('input', { type: 'checkbox', id: 'f-unsup' });
    var cErr = el('input', { type: 'checkbox', id: 'f-err' });
    var cOver = el('input', { type: 'checkbox', id: 'f-over' });
    var sDs = el('select', { id: 'f-ds' }, el('option', { value: '', text: 'all datasets' }), datasets.map(function (d) { return el('option', { value: d, text: d }); }));
    var q = el('input', { type: 'search', id: 'f-q', placeholder: 'search question and answer' });
    var sort = el('select', { id: 'sort' }, el('option', { value: '', text: 'input order' }),
      keys.map(function (k) { return [el('option', { value: k + ':1', text: k + ' ascending' }), el('option', { value: k + ':-1', text: k + ' descending' })]; }));
    var shownLabel = el('span', { id: 'shown' });
    var controls = el('div', { class: 'controls' },
      el('label', {}, cUns, ' with unsupported ' + M.unit_name),
      el('label', {}, cErr, ' judge errors'),
      el('label', {}, cOver, ' over-citing'),
      datasets.length > 1 ? sDs : null, q, el('label', {}, 'sort ', sort), shownLabel);
    app.appendChild(controls);
    app.appendChild(el('div', { class: 'legend' }, (M.outcomes || ['sup', 'part', 'uns', 'nj', 'nn']).map(function (k) { return el('span', { class: 'out-' + k, text: OUT[k] }); })));
    // The list shows a window of PAGE items of those the filters keep (drawn lazily as it is
    // scrolled), and a pager moves the window: the page never holds more rows than that.
    var PAGE = 500, idx = [], start = 0;
    var prev = el('button', { type: 'button', id: 'pg-prev', text: '\u2190 previous ' + PAGE });
    var next = el('button', { type: 'button', id: 'pg-next', text: 'next ' + PAGE + ' \u2192' });
    var where = el('span', { id: 'pg-where' });
    var pager = el('span', { class: 'pager', id: 'pager', hidden: true }, prev, ' ', where, ' ', next);
    controls.appendChild(pager);  // the sticky bar: at hand wherever the list is scrolled to
    var list = el('div', { id: 'items' });
    app.appendChild(list);
    app.appendChild(panel);
    var lazy = null;
    function showWindow(s) {
      start = Math.max(0, Math.min(s, idx.length - 1 - (idx.length - 1) % PAGE));
      var end = Math.min(idx.length, start + PAGE);
      if (lazy) lazy.stop();
      panel.hidden = true;
      lazy = lazyList(list, end - start, function (j) { return itemNode(items[idx[start + j]], keys); });
      pager.hidden = idx.length <= PAGE;
      where.textContent = 'items ' + (end > start ? start + 1 : 0) + '\u2013' + end + ' of the ' + idx.length + ' shown';
      where.setAttribute('data-start', start);
      prev.disabled = start === 0;
      next.disabled = end >= idx.length;
    }
    function move(by) {
      showWindow(start + by);
      if (list.getBoundingClientRect().top < 0) list.scrollIntoView();
    }
    prev.addEventListener('click', function () { move(-PAGE); });
    next.addEventListener('click', function () { move(PAGE); });
    function apply() {
      var t = performance.now();
      var needle = q.value.trim().toLowerCase(), ds = sDs.value;
      idx = [];
      for (var i = 0; i < items.length; i++) {
        var it = items[i];
        if (cUns.checked && !it._u) continue;
        if (cErr.checked && !it.err) continue;
        if (cOver.checked && !it.over) continue;
        if (ds && it.ds !== ds) continue;
        if (needle && words(it).indexOf(needle) < 0) continue;
        idx.push(i);
      }
      if (sort.value) {
        var p = sort.value.split(':'), k = p[0], dir = +p[1];
        idx.sort(function (a, b) {
          var x = items[a].sc[k], y = items[b].sc[k];
          var xn = isNum(x), yn = isNum(y);
          if (!xn || !yn) return xn === yn ? a - b : xn ? -1 : 1;  // undefined last
          return x === y ? a - b : (x - y) * dir;
        });
      }
      showWindow(0);
      shownLabel.textContent = idx.length + ' of ' + items.length + ' items';
      shownLabel.setAttribute('data-count', idx.length);
      window.citevalLastFilterMs = performance.now() - t;
    }
    [cUns, cErr, cOver, sDs, sort].forEach(function (c) { c.addEventListener('change', apply); });
    var timer = null;
    q.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(apply, 120); });
    q.addEventListener('search', apply);
    apply();
  }

  // ------------------------------------------------------------------------------------------
  // Compare page

  function comparePage(M) {
    var ha = M.a.header, hb = M.b.header;
    document.title = 'citeval comparison \u2014 ' + ha.benchmark;
    add(app, el('h1', { text: document.title }));
    add(app, el('div', { id: 'runs' },
      el('div', {}, el('b', { text: 'A: ' }), ha.detail, ' \u2014 judge ', el('span', { class: 'mono', text: ha.judge || 'not in the detail (give --summary)' })),
      el('div', {}, el('b', { text: 'B: ' }), hb.detail, ' \u2014 judge ', el('span', { class: 'mono', text: hb.judge || 'not in the detail (give --summary-b)' }))));
    if (ha.note || hb.note) add(app, el('div', { class: 'warn', text: ha.note || hb.note }));
    add(app, el('div', { class: 'counts' },
      el('div', {}, 'paired items: ', el('b', { text: int(M.paired_items) })),
      el('div', {}, 'only in A: ', el('b', { text: int(M.only_a) })),
      el('div', {}, 'only in B: ', el('b', { text: int(M.only_b) })),
      el('div', {}, 'items that differ: ', el('b', { text: int(M.differing_items) }))));
    add(app, el('h2', { text: 'Differences A \u2212 B' }));
    var conf = Math.round(100 * M.bootstrap.confidence);
    var tb = el('table', { class: 't', id: 'deltas' }, el('tr', {}, ['figure', 'A', 'B', 'A \u2212 B', conf + '% CI (paired bootstrap)', ''].map(function (x) { return el('th', { text: x }); })));
    M.deltas.forEach(function (d) {
      var sig = d.ci && (d.ci[0] > 0 || d.ci[1] < 0);
      tb.appendChild(el('tr', { 'data-key': d.key, 'data-delta': isNum(d.delta) ? String(d.delta) : 'null' },
        el('td', { text: d.label }), el('td', { text: f(d.a) }), el('td', { text: f(d.b) }), el('td', { text: f(d.delta) }),
        el('td', { text: d.ci ? '[' + f(d.ci[0]) + ', ' + f(d.ci[1]) + ']' : '\u2013' }),
        el('td', { class: sig ? 'sig' : 'mut', text: sig ? 'differ' : d.ci ? 'n.s.' : '' })));
    });
    app.appendChild(tb);
    app.appendChild(el('div', { class: 'mut', style: 'font-size:12px;margin-top:4px', text: 'Figures recomputed from the paired items of the two detail files; ' +
      M.bootstrap.replicates + ' paired replicates (the same items drawn for A and B), seed ' + M.bootstrap.seed + '.' }));
    add(app, el('h2', { text: 'Where the runs disagree most (' + M.pairs.length + ' shown)' }));
    var list = el('div', { id: 'pairs' });
    app.appendChild(list);
    app.appendChild(panel);
    lazyList(list, M.pairs.length, function (i) {
      var p = M.pairs[i];
      return el('div', { class: 'pair', 'data-diff': p.diff },
        el('div', {}, el('div', { class: 'side', text: 'A' }), itemNode(p.a, M.score_keys)),
        el('div', {}, el('div', { class: 'side', text: 'B' }), itemNode(p.b, M.score_keys)));
    }, 20);
  }

  // ------------------------------------------------------------------------------------------
  // Meta page

  var STAT_LABEL = { pearson: 'Pearson', spearman: 'Spearman', kendall: 'Kendall \u03c4-b', auc_fs_ns: 'AUC FS vs NS',
    auc_fs_ps: 'AUC FS vs PS', auc_ps_ns: 'AUC PS vs NS', auc_macro: 'AUC (macro)', 'ndcg@5': 'NDCG@5', 'ndcg@10': 'NDCG@10', 'ndcg@20': 'NDCG@20' };

  function axes(s, W, H, L, B, xl, yl) {
    s.appendChild(sv('line', { x1: L, y1: H - B, x2: W - 6, y2: H - B, stroke: '#999' }));
    s.appendChild(sv('line', { x1: L, y1: 6, x2: L, y2: H - B, stroke: '#999' }));
    if (xl) s.appendChild(sv('text', { x: (L + W) / 2, y: H - 4, 'text-anchor': 'middle', text: xl }));
    if (yl) s.appendChild(sv('text', { x: 10, y: (H - B) / 2, transform: 'rotate(-90 10 ' + (H - B) / 2 + ')', 'text-anchor': 'middle', text: yl }));
  }
  var COLORS = ['#2457a6', '#c0392b', '#2e8b3d', '#8e44ad', '#d35400'];

  function rocChart(j) {
    var W = 260, H = 240, L = 34, B = 30, w = W - L - 8, hh = H - B - 8;
    var s = sv('svg', { width: W, height: H, viewBox: '0 0 ' + W + ' ' + H, class: 'roc', 'data-judge': j.name });
    axes(s, W, H, L, B, 'false positive rate', 'true positive rate');
    s.appendChild(sv('line', { x1: L, y1: H - B, x2: L + w, y2: H - B - hh, stroke: '#ccc', 'stroke-dasharray': '3 3' }));
    var k = 0, legend = [];
    Object.keys(j.roc || {}).forEach(function (name, i) {
      var c = j.roc[name];
      if (!c) return;
      var d = c.points.map(function (p, n) { return (n ? 'L' : 'M') + (L + p[0] * w).toFixed(1) + ' ' + (H - B - p[1] * hh).toFixed(1); }).join('');
      s.appendChild(sv('path', { d: d, fill: 'none', stroke: COLORS[i], 'stroke-width': 1.6, 'data-pair': name }));
      var fig = (j.figures || []).filter(function (x) { return x.key === 'auc_' + name.toLowerCase().replace(/ vs /, '_'); })[0];
      legend.push([name + (fig && isNum(fig.value) ? ' (AUC ' + f(fig.value, 3) + ')' : ''), COLORS[i]]);
      k++;
    });
    legend.forEach(function (l, i) { s.appendChild(sv('text', { x: L + w - 4, y: H - B - 8 - 12 * (legend.length - 1 - i), 'text-anchor': 'end', fill: l[1], style: 'fill:' + l[1], text: l[0] })); });
    return el('div', { class: 'chart' }, el('div', { class: 'title', text: 'ROC, one level against another' }), s);
  }

  function distChart(j) {
    var dd = j.dist, W = 300, H = 240, L = 34, B = 30, w = W - L - 8, hh = H - B - 8;
    var s = sv('svg', { width: W, height: H, viewBox: '0 0 ' + W + ' ' + H, class: 'dist' });
    axes(s, W, H, L, B, 'score', 'share of the level');
    var levels = [['full', COLORS[2]], ['partial', '#b8860b'], ['none', COLORS[1]]];
    var nb = dd.full.length;
    levels.forEach(function (lv) {
      var bins = dd[lv[0]], tot = bins.reduce(function (a, b) { return a + b; }, 0);
      if (!tot) return;
      var max = 0;
      var sh = bins.map(function (b) { return b / tot; });
      var d = '';
      sh.forEach(function (v, i) {
        var x0 = L + i * w / nb, x1 = L + (i + 1) * w / nb, y = H - B - v * hh;
        d += (i ? 'L' : 'M') + x0.toFixed(1) + ' ' + y.toFixed(1) + 'L' + x1.toFixed(1) + ' ' + y.toFixed(1);
        max = Math.max(max, v);
      });
      s.appendChild(sv('path', { d: d, fill: 'none', stroke: lv[1], 'stroke-width': 1.6, 'data-level': lv[0] }));
    });
    s.appendChild(sv('text', { x: L, y: H - B + 12, 'text-anchor': 'middle', text: f(dd.lo, 2) }));
    s.appendChild(sv('text', { x: L + w, y: H - B + 12, 'text-anchor': 'middle', text: f(dd.hi, 2) }));
    levels.forEach(function (lv, i) { s.appendChild(sv('text', { x: L + w - 2, y: 14 + 12 * i, 'text-anchor': 'end', style: 'fill:' + lv[1], text: lv[0] + ' support' })); });
    return el('div', { class: 'chart' }, el('div', { class: 'title', text: 'Score distribution by human support level' }), s);
  }

  function reliabilityChart(j) {
    var W = 260, H = 240, L = 34, B = 30, w = W - L - 8, hh = H - B - 8;
    var s = sv('svg', { width: W, height: H, viewBox: '0 0 ' + W + ' ' + H, class: 'reliability' });
    axes(s, W, H, L, B, 'predicted probability', 'observed share');
    s.appendChild(sv('line', { x1: L, y1: H - B, x2: L + w, y2: H - B - hh, stroke: '#ccc', 'stroke-dasharray': '3 3' }));
    j.reliability.forEach(function (b) {
      s.appendChild(sv('rect', { x: L + b.lo * w + 1, y: H - B - b.full * hh, width: w / 10 - 2, height: b.full * hh, fill: 'rgba(46,139,61,.55)' },
        sv('title', { text: b.lo.toFixed(1) + '\u2013' + b.hi.toFixed(1) + ': ' + b.n + ' pairs, mean p ' + f(b.mean, 3) + ', full support ' + f(b.full, 3) })));
      s.appendChild(sv('circle', { cx: L + b.mean * w, cy: H - B - b.some * hh, r: 2.5, fill: '#b8860b' }));
    });
    s.appendChild(sv('text', { x: L + 4, y: 14, text: 'bars: full support; dots: full or partial' }));
    return el('div', { class: 'chart' }, el('div', { class: 'title', text: 'Reliability (calibrated judge)' }), s);
  }

  function metaPage(M) {
    document.title = 'citeval meta-evaluation report';
    add(app, el('h1', { text: document.title }));
    if (M.labels) {
      var l = M.labels;
      add(app, el('div', { class: 'mut', text: (l.file || '') + ' (' + (l.format || '?') + '): ' + int(l.statements) + ' statements, ' + int(l.pairs) +
        ' pairs (full ' + int(l.pairs_full) + ', partial ' + int(l.pairs_partial) + ', none ' + int(l.pairs_none) + ')' }));
    }
    M.judges.forEach(function (j) {
      if (j.approximation) add(app, el('div', { class: 'warn', text: 'APPROXIMATION: judge ' + j.name + ' (' + j.identity + ') only approximates an NLI or LLM judge.' }));
      if (j.failed) add(app, el('div', { class: 'note', text: j.name + ': ' + j.failed + ' pair(s) could not be judged (left out); first error: ' + j.first_error }));
    });
    var conf = M.options && isNum(M.options.confidence) ? Math.round(100 * M.options.confidence) : 95;
    add(app, el('h2', { text: 'Statistics (' + conf + '% bootstrap intervals)' }));
    var tb = el('table', { class: 't', id: 'stats' }, el('tr', {}, el('th', { text: 'statistic' }), M.judges.map(function (j) { return el('th', { text: j.name }); }),
      M.paper ? el('th', { text: 'paper: GenSearch (best)' }) : null));
    M.stat_keys.forEach(function (k) {
      var row = el('tr', { 'data-stat': k }, el('td', { text: STAT_LABEL[k] || k }));
      M.judges.forEach(function (j) {
        var fig = (j.figures || []).filter(function (x) { return x.key === k; })[0];
        var td = el('td', { 'data-judge': j.name, 'data-value': fig && isNum(fig.value) ? String(fig.value) : 'null', title: fig && fig.undefined ? fig.undefined : '' });
        if (!fig || !isNum(fig.value)) td.textContent = 'undefined';
        else add(td, [f(fig.value, 3), fig.ci ? el('span', { class: 'mut', text: ' [' + f(fig.ci[0], 3) + ', ' + f(fig.ci[1], 3) + ']' }) : '']);
        row.appendChild(td);
      });
      if (M.paper) {
        var best = null;
        Object.keys(M.paper).forEach(function (m) { var v = M.paper[m][k]; if (isNum(v) && (best === null || v > best[1])) best = [m, v]; });
        row.appendChild(el('td', { class: 'mut', text: best ? f(best[1], 3) + ' (' + best[0] + ')' : '\u2013' }));
      }
      tb.appendChild(row);
    });
    app.appendChild(tb);
    (M.differences || []).forEach(function (d) {
      add(app, el('h3', { text: d.a + ' \u2212 ' + d.b + ' (paired bootstrap)' }));
      var t = el('table', { class: 't diff', 'data-a': d.a, 'data-b': d.b }, el('tr', {}, ['statistic', 'difference', 'interval', ''].map(function (x) { return el('th', { text: x }); })));
      M.stat_keys.forEach(function (k) {
        var x = d.a_minus_b[k] || {}, v = x.value, ci = x.ci || null;
        var sig = x.significant === true || (ci && (ci[0] > 0 || ci[1] < 0));
        t.appendChild(el('tr', {}, el('td', { text: STAT_LABEL[k] || k }), el('td', { text: f(v, 3) }),
          el('td', { text: ci ? '[' + f(ci[0], 3) + ', ' + f(ci[1], 3) + ']' : '\u2013' }), el('td', { class: sig ? 'sig' : 'mut', text: sig ? 'differ' : '' })));
      });
      app.appendChild(t);
    });
    M.judges.forEach(function (j) {
      add(app, el('h2', { text: 'Judge ' + j.name }));
      if (j.identity) add(app, el('div', { class: 'mono mut', text: j.identity }));
      if (!j.roc) { add(app, el('div', { class: 'note', text: 'No scored pairs in this report: give the judge\'s scores (citeval meta --dump-scores DIR, then --scores DIR/FILE) for ROC curves and distributions.' })); return; }
      var row = el('div', { class: 'hists', 'data-judge': j.name }, rocChart(j), j.dist ? distChart(j) : null,
        j.calibrated && j.reliability && j.reliability.length ? reliabilityChart(j) : null);
      app.appendChild(row);
    });
  }

  // ------------------------------------------------------------------------------------------

  try {
    if (D.kind === 'run') runPage(D);
    else if (D.kind === 'compare') comparePage(D);
    else if (D.kind === 'meta') metaPage(D);
    else app.appendChild(el('p', { text: 'Unknown report kind.' }));
  } catch (e) {
    app.appendChild(el('pre', { class: 'warn', id: 'error', text: 'The report could not be drawn: ' + e }));
    throw e;
  } finally {
    window.citevalReadyMs = performance.now() - T0;  // the script's own time
    window.citevalReadyAt = performance.now();       // since navigation start
    document.body.setAttribute('data-ready', '1');
  }
})();
