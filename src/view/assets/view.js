// fermi-sim trace viewer. Reads the JSON in #trace-data, draws one canvas per warp (time across,
// lanes down), a stack-depth strip, barrier waits and diagnostics, and a heat-coloured source pane.
// Everything is inline: the page opens without network access.
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("trace-data").textContent);
  var L = D.lanes, COLS = D.cols;
  var laneH = Math.max(3, Math.min(22, Math.floor(192 / L)));
  // Left gutter of every canvas: lane numbers, strip names. Columns start at GUT.
  var GUT = 58;
  var tlWidth = Math.max(300, (document.getElementById("timeline").clientWidth || 900) - GUT - 24);
  var cellW = Math.max(1, Math.min(24, Math.floor(tlWidth / Math.max(1, COLS))));
  var pinned = null;
  var MAX_CANVAS = 32000;
  var maxDepth = 1;
  D.warps.forEach(function (w) { w.depth.forEach(function (d) { if (d > maxDepth) maxDepth = d; }); });

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    if (attrs) for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function short(n) {
    if (n < 10000) return String(n);
    if (n < 1e6) return Math.round(n / 1e3) + "k";
    if (n < 1e9) return (n / 1e6).toFixed(n < 1e7 ? 1 : 0) + "M";
    return (n / 1e9).toFixed(1) + "G";
  }
  function S(i) { return D.strings[i] === undefined ? "" : D.strings[i]; }
  function stepRange(col) {
    var a = col * D.bucket, b = Math.min(D.max_step, a + D.bucket - 1);
    return a === b ? "step " + a : "steps " + a + "–" + b;
  }

  // Header: summary and legend.
  var sum = [];
  if (D.ptx_file) sum.push(D.ptx_file);
  sum.push(D.warps.length + (D.warps.length === 1 ? " warp" : " warps") + " × " + L + " lanes" +
    (D.warp_lanes > L ? " (of " + D.warp_lanes + "; lanes " + L + "–" + (D.warp_lanes - 1) + " never had a thread)" : ""));
  sum.push(D.total_steps + " warp steps (last step " + D.max_step + ")");
  if (D.bucket > 1) sum.push("1 column = " + D.bucket + " steps (most frequent state per lane)");
  if (D.grid) sum.push("grid (" + D.grid.join(",") + ")");
  if (D.block) sum.push("block (" + D.block.join(",") + ")");
  document.getElementById("summary").textContent = sum.join(" · ");
  D.warnings.forEach(function (w) {
    document.getElementById("summary").appendChild(el("div", { "class": "warning" }, "⚠ " + w));
  });
  // Masks as the thesis prints them: the lanes that had threads (the golden tables cut the same).
  function cut(m) { return D.warp_lanes > L ? m.slice(0, L) : m; }
  function cutStack(st) {
    if (D.warp_lanes <= L) return st;
    return st.replace(/\((\w+), ([01]+), /g, function (_, k, m) { return "(" + k + ", " + m.slice(0, L) + ", "; });
  }
  // Steps under independent thread scheduling carry a 12th element (docs/view.md).
  var ITS = D.warps.some(function (w) { return w.reps.some(function (r) { return r && r[11]; }); });
  if (ITS) document.getElementById("summary").appendChild(el("div", null, "independent thread scheduling: green lanes stepped, teal lanes stand at their own pc (details: every thread's pc)"));
  var legend = document.getElementById("legend");
  var used = {};
  D.warps.forEach(function (w) { for (var i = 0; i < w.cells.length; i++) used[w.cells.charCodeAt(i) - 48] = true; });
  function swatch(name, colour, label) {
    var span = el("span", { "class": "lg", "data-state": name });
    var sw = el("span", { "class": "sw" }); sw.style.background = colour;
    span.appendChild(sw); span.appendChild(document.createTextNode(label));
    legend.appendChild(span);
  }
  D.states.forEach(function (s, i) { if (used[i] || i === 0) swatch(s.name, s.colour, s.label); });
  if (D.warps.some(function (w) { return w.reps.some(function (r) { return r && r[8]; }); }))
    swatch("injected", "#9aa3ad", "injected branching instruction");
  if (D.barriers.length) swatch("barrier", "#e39b1b", "barrier wait");
  if (D.diagnostics.length) swatch("diagnostic", "#d0021b", "diagnostic");
  swatch("depth", "#8d9bb1", ITS ? "call depth (ITS)" : "stack depth");
  var zoom = document.getElementById("zoom");
  [["−", 0.5], ["+", 2]].forEach(function (z) {
    var b = el("button", { type: "button", title: "zoom time axis" }, z[0]);
    b.onclick = function () {
      var nw = Math.max(1, Math.min(48, Math.round(cellW * z[1])));
      if (GUT + nw * COLS > MAX_CANVAS) nw = Math.max(1, Math.floor(MAX_CANVAS / COLS));
      if (nw !== cellW) { cellW = nw; drawAll(); }
    };
    zoom.appendChild(b);
  });
  if (GUT + cellW * COLS > MAX_CANVAS) cellW = Math.max(1, Math.floor((MAX_CANVAS - GUT) / COLS));

  // Timeline skeleton.
  var tl = document.getElementById("timeline");
  var ruler = el("canvas", { "class": "ruler" });
  tl.appendChild(ruler);
  var rows = D.warps.map(function (w, wi) {
    var div = el("div", { "class": "warp", "data-warp": wi, "data-lanes": L });
    var head = el("div", { "class": "warp-head" }, w.label);
    head.appendChild(el("small", null, w.steps + " steps"));
    div.appendChild(head);
    var marks = el("canvas", { "class": "marks" });
    var lanes = el("canvas", { "class": "lanes" });
    var depth = el("canvas", { "class": "depth" });
    div.appendChild(marks); div.appendChild(lanes); div.appendChild(depth);
    tl.appendChild(div);
    [marks, lanes, depth].forEach(function (c) {
      c.addEventListener("mousemove", function (ev) { hover(wi, c, ev, false); });
      c.addEventListener("click", function (ev) { hover(wi, c, ev, true); });
    });
    return { w: w, div: div, marks: marks, lanes: lanes, depth: depth };
  });

  function size(c, w, h) {
    c.width = w; c.height = h; c.style.width = w + "px"; c.style.height = h + "px";
    return c.getContext("2d");
  }

  function drawRuler() {
    var W = GUT + COLS * cellW;
    var g = size(ruler, W, 16);
    g.fillStyle = "#566070"; g.font = "10px sans-serif"; g.textBaseline = "top";
    var every = Math.max(1, Math.ceil(70 / cellW));
    var nice = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
    for (var i = 0; i < nice.length; i++) if (nice[i] >= every) { every = nice[i]; break; }
    for (var c = 0; c < COLS; c += every) {
      g.fillRect(GUT + c * cellW, 10, 1, 6);
      g.fillText(String(c * D.bucket), GUT + c * cellW + 2, 0);
    }
    g.fillText("step →", 4, 0);
  }

  function drawRow(r, wi) {
    var W = GUT + COLS * cellW, w = r.w;
    // Lanes: run-length per lane keeps the number of fillRect calls small.
    var g = size(r.lanes, W, L * laneH);
    for (var lane = 0; lane < L; lane++) {
      var c = 0;
      while (c < COLS) {
        var s = w.cells.charCodeAt(c * L + lane) - 48, e = c + 1;
        while (e < COLS && w.cells.charCodeAt(e * L + lane) - 48 === s) e++;
        g.fillStyle = D.states[s].colour;
        g.fillRect(GUT + c * cellW, lane * laneH, (e - c) * cellW, laneH);
        c = e;
      }
    }
    if (laneH >= 6 && cellW >= 4) {
      g.strokeStyle = "rgba(255,255,255,0.55)"; g.lineWidth = 1;
      for (var l = 1; l < L; l++) { g.beginPath(); g.moveTo(GUT, l * laneH + 0.5); g.lineTo(W, l * laneH + 0.5); g.stroke(); }
    }
    // Lane numbers in the gutter (every lane when they fit, else every 8th).
    g.fillStyle = "#566070"; g.font = Math.min(11, Math.max(8, laneH - 2)) + "px sans-serif"; g.textBaseline = "middle";
    var every = laneH >= 9 ? 1 : Math.ceil(9 / laneH) <= 8 ? 8 : 16;
    for (var ln = 0; ln < L; ln += every) g.fillText("lane " + ln, 4, ln * laneH + laneH / 2);
    // Marks strip: barrier waits (amber bars) and diagnostics (red ticks, also across the lanes).
    var m = size(r.marks, W, 10);
    D.barriers.forEach(function (b) {
      if (b.warp !== wi) return;
      var a = b.wait_col, e = b.release_col === null ? COLS : b.release_col + 1;
      m.fillStyle = "#e39b1b"; m.fillRect(GUT + a * cellW, 2, Math.max(1, (e - a) * cellW), 6);
    });
    // Steps of branching instructions the loader injected (docs/design.md §2): small grey ticks.
    m.fillStyle = "#9aa3ad";
    for (var ci = 0; ci < COLS; ci++) {
      var rp = w.reps[ci];
      if (rp && rp[8]) m.fillRect(GUT + ci * cellW + cellW / 2 - 0.5, 6, Math.max(1, Math.min(3, cellW - 1)), 4);
    }
    D.diagnostics.forEach(function (d) {
      if (d.warp !== null && d.warp !== wi) return;
      m.fillStyle = "#d0021b";
      m.beginPath(); var x = GUT + d.col * cellW + cellW / 2;
      m.moveTo(x - 5, 0); m.lineTo(x + 5, 0); m.lineTo(x, 10); m.fill();
      g.fillStyle = "rgba(208,2,27,0.9)"; g.fillRect(x - 1, 0, 2, L * laneH);
    });
    // Stack depth strip.
    var dh = 18, h = size(r.depth, W, dh);
    h.fillStyle = "#eef1f4"; h.fillRect(GUT, 0, W - GUT, dh);
    h.fillStyle = "#8d9bb1";
    for (var k = 0; k < COLS; k++) {
      var v = w.depth[k]; if (!v) continue;
      var bh = Math.max(2, Math.round((dh - 2) * v / maxDepth));
      h.fillRect(GUT + k * cellW, dh - bh, cellW, bh);
    }
    h.fillStyle = "#566070"; h.font = "10px sans-serif"; h.textBaseline = "top";
    h.fillText((ITS ? "call ≤" : "stack ≤") + maxDepth, 4, 3);
  }

  // Many warps: draw a row only when it scrolls near the view (a few hundred canvases at most
  // hold pixels at a time); few warps: draw at once.
  var LAZY = rows.length > 48 && "IntersectionObserver" in window;
  var observer = LAZY ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (!e.isIntersecting) return;
      var wi = +e.target.getAttribute("data-warp");
      if (!rows[wi].drawnAt || rows[wi].drawnAt !== cellW) { drawRow(rows[wi], wi); rows[wi].drawnAt = cellW; }
    });
  }, { root: document.getElementById("left"), rootMargin: "600px 0px" }) : null;
  function drawAll() {
    drawRuler();
    if (LAZY) {
      rows.forEach(function (r, wi) {
        // Size the canvases now so the layout (and the scroll bar) is right before drawing.
        var W = GUT + COLS * cellW;
        size(r.marks, W, 10); size(r.lanes, W, L * laneH); size(r.depth, W, 18);
        r.drawnAt = 0;
        observer.unobserve(r.div); observer.observe(r.div);
      });
    } else {
      rows.forEach(drawRow);
    }
    if (pinned) showCol(pinned.w, pinned.col, pinned.lane, true);
  }

  // Details: the step as the thesis figures print it (pc, α, δ, stack; T:L2029-2038).
  var details = document.getElementById("details");
  function hover(wi, canvas, ev, click) {
    var rect = canvas.getBoundingClientRect();
    var col = Math.floor((ev.clientX - rect.left - GUT) / cellW);
    if (col < 0 || col >= COLS) return;
    var lane = canvas === rows[wi].lanes ? Math.floor((ev.clientY - rect.top) / laneH) : null;
    if (click) {
      if (pinned && pinned.w === wi && pinned.col === col) { pinned = null; }
      else { pinned = { w: wi, col: col, lane: lane }; }
      showCol(wi, col, lane, !!pinned);
      return;
    }
    if (!pinned) showCol(wi, col, lane, false);
  }
  function row(t, k, v, mono) {
    var tr = el("tr"); tr.appendChild(el("td", null, k));
    var td = el("td"); if (mono) { td.appendChild(el("code", null, v)); } else { td.textContent = v; }
    tr.appendChild(td); t.appendChild(tr);
  }
  // A vertical cursor over all warps at the column shown.
  var cursor = el("div", { "class": "cursor" });
  tl.appendChild(cursor);
  function moveCursor(col) {
    cursor.style.display = "block";
    cursor.style.left = (8 + GUT + col * cellW) + "px";
    cursor.style.width = Math.max(1, cellW) + "px";
    cursor.style.height = tl.scrollHeight + "px";
  }
  // With a step pinned, ← and → walk through the columns.
  document.addEventListener("keydown", function (ev) {
    if (!pinned || (ev.key !== "ArrowLeft" && ev.key !== "ArrowRight")) return;
    var c = pinned.col + (ev.key === "ArrowLeft" ? -1 : 1);
    if (c < 0 || c >= COLS) return;
    pinned.col = c;
    showCol(pinned.w, c, pinned.lane, true);
    var x = GUT + c * cellW;
    if (x < tl.scrollLeft + GUT || x > tl.scrollLeft + tl.clientWidth - 20) tl.scrollLeft = Math.max(0, x - tl.clientWidth / 2);
    ev.preventDefault();
  });
  function showCol(wi, col, lane, isPinned) {
    var w = D.warps[wi];
    moveCursor(col);
    details.textContent = "";
    var head = el("div", null, w.label + " · " + stepRange(col));
    if (isPinned) head.appendChild(el("span", { "class": "pinned" }, "  (pinned: ← → step, click again to release)"));
    details.appendChild(head);
    // The step shown: the warp's own step in this column, else its last earlier one.
    var c = col; while (c >= 0 && !w.reps[c]) c--;
    var t = el("table");
    if (c < 0) { details.appendChild(el("p", { "class": "hint" }, "This warp has not stepped yet.")); highlight(null); return; }
    var r = w.reps[c];
    if (c !== col) row(t, "note", "the warp did not step here; its state since step " + r[0] + ":");
    if (r[9] > 1) row(t, "bucket", r[9] + " steps of this warp (steps " + r[10] + "–" + r[0] + "); showing the last");
    row(t, "step", String(r[0]));
    var src = D.source[r[1] - 1];
    row(t, "pc (line)", r[1] + (src !== undefined ? "   " + src.trim() : ""), true);
    row(t, "instruction", (S(r[3]) || "(the trace has no source)") + (r[8] ? "   [injected by the loader]" : ""), true);
    row(t, "rule", S(r[2]), true);
    if (r[11]) {
      // Independent thread scheduling: no token stack; the threads that stepped and where
      // every thread stands.
      row(t, "stepped (ITS)", cut(S(r[4])) || "–", true);
      row(t, "δ (per thread)", cut(S(r[5])) || "–", true);
      row(t, "threads (pc: lanes)", S(r[6]), true);
    } else {
      row(t, "α (active)", cut(S(r[4])) || "–", true);
      row(t, "δ (disable)", cut(S(r[5])) || "–", true);
      row(t, "τ (stack, top first)", cutStack(S(r[6])), true);
    }
    // What every lane is doing in this column (names for a few lanes, counts for many).
    var per = [], cnt = {};
    for (var ln = 0; ln < L; ln++) {
      var sl = D.states[w.cells.charCodeAt(col * L + ln) - 48].label;
      if (L <= 8) per.push(ln + ": " + sl); else cnt[sl] = (cnt[sl] || 0) + 1;
    }
    if (L > 8) D.states.forEach(function (st) { if (cnt[st.label]) per.push(cnt[st.label] + " × " + st.label); });
    row(t, "lanes", per.join(" · "));
    if (lane !== null && lane >= 0 && lane < L) {
      var st = D.states[w.cells.charCodeAt(col * L + lane) - 48];
      row(t, "lane " + lane, st.label);
    }
    details.appendChild(t);
    highlight(r[1]);
  }

  // Source pane: lines coloured by how often they ran (log scale) and by how many lanes (bar).
  var srcPane = document.getElementById("source");
  var srcRows = {};
  function highlight(line) {
    var old = srcPane.querySelector(".current"); if (old) old.classList.remove("current");
    if (line && srcRows[line]) {
      srcRows[line].classList.add("current");
      var pr = srcPane.getBoundingClientRect(), lr = srcRows[line].getBoundingClientRect();
      if (lr.top < pr.top || lr.bottom > pr.bottom) srcPane.scrollTop += lr.top - pr.top - pr.height / 3;
    }
  }
  (function buildSource() {
    srcPane.appendChild(el("h2", null, "PTX source" + (D.ptx_file ? ": " + D.ptx_file : "")));
    var stats = {}, maxSteps = 1;
    D.line_stats.forEach(function (s) { stats[s[0]] = s; if (s[1] > maxSteps) maxSteps = s[1]; });
    var diagLines = {};
    D.diagnostics.forEach(function (d) { d.lines.forEach(function (l) { diagLines[l] = true; }); });
    var lines = D.source.length ? D.source : [];
    if (!lines.length) {
      srcPane.appendChild(el("p", { "class": "hint", style: "margin:8px" }, "The trace carries no source; lines that ran:"));
      D.line_stats.forEach(function (s) { if (s[0] > 0) lines[s[0] - 1] = ""; });
      for (var i = 0; i < lines.length; i++) if (lines[i] === undefined) lines[i] = "";
    }
    lines.forEach(function (text, i) {
      var no = i + 1, s = stats[no];
      var div = el("div", { "class": "src-line", "data-line": no });
      div.appendChild(el("span", { "class": "no" }, String(no)));
      var cnt = el("span", { "class": "cnt" }, s ? short(s[1]) + "×" : "");
      var bar = el("span", { "class": "bar" });
      if (s) {
        var heat = Math.log(1 + s[1]) / Math.log(1 + maxSteps);
        div.style.background = "rgba(46,157,79," + (0.08 + 0.42 * heat).toFixed(3) + ")";
        var avg = s[2] / s[1];
        var iEl = el("i"); iEl.style.width = Math.max(1, Math.round(30 * avg / L)) + "px";
        bar.appendChild(iEl);
        div.title = "ran " + s[1] + " warp steps, " + s[2] + " lane executions, " + avg.toFixed(2) + " of " + L + " lanes on average";
      }
      div.appendChild(cnt); div.appendChild(bar);
      div.appendChild(el("span", { "class": "txt" }, text));
      if (diagLines[no]) div.classList.add("diag");
      srcRows[no] = div;
      srcPane.appendChild(div);
    });
  })();

  // Diagnostics list.
  var dl = document.getElementById("diaglist");
  D.diagnostics.forEach(function (d) {
    var div = el("div", { "class": "diag" });
    div.appendChild(el("b", null, d.kind));
    div.appendChild(document.createTextNode(" at step " + d.step + (d.warp !== null ? " (" + D.warps[d.warp].label + ")" : "") +
      (d.lines.length ? ", lines " + d.lines.join(", ") : "") + ": " + d.message));
    div.onclick = function () {
      var wi = d.warp === null ? 0 : d.warp;
      if (!D.warps.length) return;
      pinned = { w: wi, col: d.col, lane: null };
      showCol(wi, d.col, null, true);
      tl.scrollLeft = Math.max(0, GUT + d.col * cellW - tl.clientWidth / 2);
    };
    dl.appendChild(div);
  });

  drawAll();
  // Open on the first diagnostic's step: the answer to "why does my warp spin?" at a glance.
  if (D.diagnostics.length && D.warps.length) {
    var d0 = D.diagnostics[0];
    showCol(d0.warp === null ? 0 : d0.warp, d0.col, null, false);
  }
  // Read by the browser test from the dumped DOM.
  tl.setAttribute("data-warps", String(D.warps.length));
  tl.setAttribute("data-lanes", String(L));
  tl.setAttribute("data-cols", String(COLS));
  tl.setAttribute("data-rendered", "1");
})();
