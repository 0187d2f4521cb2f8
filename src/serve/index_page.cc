#include "serve/index_page.h"

namespace citeval::serve {

// Self-contained (no external script, style or font: nothing is fetched). Statement spans are
// byte offsets into the answer's UTF-8, so the script slices the encoded bytes, not JS strings.
std::string_view index_page() {
  return R"HTML(<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>citeval serve</title>
<style>
body{font-family:sans-serif;max-width:60em;margin:2em auto}
textarea{width:100%;font-family:monospace}
.st{padding:1px 2px;border-radius:3px}
.supported{background:#c8f0c8}.unsupported{background:#f6c6c6}.uncited{background:#e4e4e4}
#error{color:#a00;white-space:pre-wrap}
</style></head><body>
<h1>citeval serve</h1>
<p>The answer, with marks such as [1] naming the sources in order:</p>
<textarea id="answer" rows="6"></textarea>
<p>The sources, one a paragraph (separated by a blank line):</p>
<textarea id="sources" rows="8"></textarea>
<p><label>Bearer token (if the service asks for one): <input id="token" type="password"></label>
<button id="check">Check</button></p>
<div id="error"></div><p id="figures"></p><div id="result"></div>
<script>
const enc = new TextEncoder(), dec = new TextDecoder();
document.getElementById('check').onclick = async () => {
  const answer = document.getElementById('answer').value;
  const sources = document.getElementById('sources').value.split(/\n\s*\n/).filter(s => s.trim())
    .map((text, i) => ({id: String(i + 1), text: text.trim()}));
  const headers = {'Content-Type': 'application/json'};
  const token = document.getElementById('token').value;
  if (token) headers['Authorization'] = 'Bearer ' + token;
  const err = document.getElementById('error'), out = document.getElementById('result');
  err.textContent = ''; out.textContent = '';
  const res = await fetch('/v1/check', {method: 'POST', headers,
    body: JSON.stringify({id: 'page', answer, sources})});
  const body = await res.json();
  if (!body.record) { err.textContent = res.status + ': ' + body.error; return; }
  if (body.error) err.textContent = body.error;
  const r = body.record, bytes = enc.encode(answer);
  document.getElementById('figures').textContent = 'citation recall ' + r.citation_rec +
    ', precision ' + r.citation_prec + ' (judge ' + body.judge + (body.approximate ? ', an approximation' : '') + ')';
  let at = 0;
  for (const s of r.statements) {
    if (s.span[0] > at) out.append(dec.decode(bytes.slice(at, s.span[0])));
    const span = document.createElement('span');
    span.className = 'st ' + (s.status === 'no_citation' ? 'uncited' : s.recall ? 'supported' : 'unsupported');
    span.dataset.status = s.status;
    span.textContent = dec.decode(bytes.slice(s.span[0], s.span[1]));
    out.append(span);
    at = Math.max(at, s.span[1]);
  }
  if (at < bytes.length) out.append(dec.decode(bytes.slice(at)));
};
</script></body></html>
)HTML";
}

}  // namespace citeval::serve
