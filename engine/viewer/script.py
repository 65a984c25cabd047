"""The viewer's own style sheet and script, written into every viewer: no file, font or script is
fetched from anywhere. The script reads the page's data (JSON) and only ever sets text, never markup."""

STYLE = """
*{box-sizing:border-box}
html,body{margin:0;height:100%;color:#2b2118;background:#f4efe4;
  font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:center;padding:.4em .8em;
  background:#3b2f25;color:#f4efe4}
header h1{font-size:1.05em;margin:0;font-weight:600}
header .whose{opacity:.8}
header label{display:flex;align-items:center;gap:.4em}
header input[type=range]{width:14em}
header button{font:inherit;padding:.1em .6em;border-radius:4px;border:1px solid #8a7a66;background:#f4efe4;
  color:#2b2118;cursor:pointer}
#caption{font-weight:600;min-width:10em}
#search{font:inherit;padding:.1em .4em;width:12em}
#said{color:#ffd58a}
body{display:flex;flex-direction:column}
header{flex:none}
main{display:flex;flex:1 1 auto;min-height:20em}
#map{flex:1 1 62%;position:relative;overflow:hidden;background:#b7d3e6;touch-action:none}
#map svg{width:100%;height:100%;display:block;cursor:grab}
#map svg.dragging{cursor:grabbing}
#zoom{position:absolute;right:.5em;top:.5em;display:flex;flex-direction:column;gap:.2em}
#zoom button{width:2em;height:2em;font:inherit;font-weight:700;border-radius:4px;border:1px solid #8a7a66;
  background:#fffaf0cc;cursor:pointer}
#hover{position:absolute;left:.5em;bottom:.5em;background:#fffaf0e6;padding:.2em .5em;border-radius:4px;
  max-width:70%;white-space:pre-line}
#hover:empty{display:none}
aside{flex:1 1 38%;overflow:auto;padding:0 1em 2em;border-left:1px solid #c9b99f;background:#fffaf0}
aside h2{font-size:1.15em;margin:1em 0 .3em}
aside h3{font-size:1em;margin:.9em 0 .3em}
aside table{border-collapse:collapse;margin:.3em 0}
aside td,aside th{border:1px solid #d8cbb4;padding:.1em .4em;text-align:left}
aside pre{white-space:pre-wrap;background:#f4efe4;padding:.5em;border-radius:4px}
.report{border-top:2px solid #c9b99f;margin-top:1em}
.legend span{display:inline-block;width:.9em;height:.9em;border:1px solid #2b2118;margin-right:.3em;
  vertical-align:-.1em}
.legend li{list-style:none;display:inline-block;margin-right:1em}
.legend{padding:0}
path.land{fill:#e8dcc0;stroke:#6b5a45;stroke-width:.35;vector-effect:non-scaling-stroke}
path.sea,circle.sea{fill:#b7d3e6;stroke:#7d9fb8;stroke-width:.3;vector-effect:non-scaling-stroke}
path.impassable,circle.impassable{fill:#9a9a9a;stroke:#6b6b6b;stroke-width:.3}
circle.land{fill:#e8dcc0;stroke:#6b5a45;stroke-width:.5}
.found{stroke:#d11!important;stroke-width:3!important;vector-effect:non-scaling-stroke}
#labels text{fill:#3b2f25;text-anchor:middle;pointer-events:none;paint-order:stroke;stroke:#fffaf0aa;
  stroke-width:1px}
#labels text.sea{fill:#2f5873;font-style:italic}
#units text{pointer-events:none;text-anchor:middle;dominant-baseline:central}
.hidden-labels #labels{display:none}
@media (max-width:800px){main{flex-direction:column;height:auto}#map{height:70vh;flex:none}
  aside{border-left:0}}
"""

SCRIPT = r"""
"use strict";
(function () {
  var data = JSON.parse(document.getElementById("viewer-data").textContent);
  var NS = "http://www.w3.org/2000/svg";
  var svg = document.getElementById("board"), units = document.getElementById("units");
  var slider = document.getElementById("turn"), caption = document.getElementById("caption");
  var hover = document.getElementById("hover"), said = document.getElementById("said");
  var places = data.places, colours = data.colours, pages = data.pages, U = data.u, HALO = "#fffaf0";
  for (var k = 1; k < pages.length; k++) {        // null: as on the page before
    if (!pages[k].fills) pages[k].fills = pages[k - 1].fills;
    if (!pages[k].units) pages[k].units = pages[k - 1].units;
  }
  var shapes = places.map(function (p, i) { return document.getElementById("p" + i); });
  var byName = Object.create(null);                // a place called "constructor" is a place
  places.forEach(function (p, i) { byName[p[1].toLowerCase()] = i; byName[p[0].toLowerCase()] = i; });
  var full = {x: 0, y: 0, w: data.w, h: data.h}, view = {x: 0, y: 0, w: data.w, h: data.h};
  var current = -1, found = -1, unitsAt = {};

  function el(name, attrs, text) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function setView() { svg.setAttribute("viewBox", [view.x, view.y, view.w, view.h].join(" ")); }

  function show(k) {
    k = Math.max(0, Math.min(pages.length - 1, k | 0));
    var page = pages[k];
    current = k;
    slider.value = k;
    caption.textContent = page.caption;
    for (var i = 0; i < shapes.length; i++) {
      if (!shapes[i]) continue;
      var c = page.fills[i];
      shapes[i].style.fill = c >= 0 ? colours[c] : "";
    }
    while (units.firstChild) units.removeChild(units.firstChild);
    unitsAt = {};
    page.moves.forEach(drawMove);
    page.fights.forEach(drawFight);
    var rows = {};
    page.units.forEach(function (u) { (rows[u[0]] = rows[u[0]] || []).push(u); });
    Object.keys(rows).forEach(function (i) { drawRow(+i, rows[i]); });
    var sections = document.querySelectorAll("section.page");
    for (var s = 0; s < sections.length; s++) sections[s].hidden = +sections[s].dataset.page !== k;
    try { history.replaceState(null, "", "#turn=" + k); } catch (e) { /* a file opened in a sandbox */ }
    document.body.dataset.turn = k;
  }

  function drawRow(i, row) {
    var widths = row.map(function (u) {
      return (u[3] === "corps" ? Math.max(7, 2.1 * String(u[1]).length + 2.8) : 7) * U;
    });
    var total = widths.reduce(function (a, b) { return a + b; }, 0), p = places[i];
    var x = p[3] - total / 2, y = p[4] + 6 * U;
    unitsAt[i] = row.map(function (u) {
      return (u[6] || u[1] || "a unit") + (u[5] ? " (" + u[5] + ")" : "");
    });
    row.forEach(function (u, n) { drawUnit(u, x + widths[n] / 2, y); x += widths[n]; });
  }

  function placed(x, y) { return "translate(" + x + " " + y + ") scale(" + U + ")"; }

  function drawUnit(u, x, y) {
    // drawn about (0, 0) at the map's piece size, then moved into place
    var colour = colours[u[2]], g = el("g", {"class": "unit", transform: placed(x, y)});
    if (u[7]) g.setAttribute("opacity", ".45");
    if (u[3] === "dots") {
      g.appendChild(el("circle", {cx: 0, cy: 0, r: 3, fill: colour, stroke: "#2b2118", "stroke-width": .4}));
      g.appendChild(el("text", {x: 0, y: 0, "font-size": 3.6, fill: ink(colour)}, String(u[4])));
    } else if (u[3] === "squadron") {
      g.appendChild(el("path", {d: "M-3.4 -.6h6.8l-1.6 2.8h-3.6z", fill: colour, stroke: "#2b2118",
                                "stroke-width": .4}));
      g.appendChild(el("text", {x: 0, y: -2.2, "font-size": 3}, u[1]));
    } else if (u[3] === "fort") {
      g.appendChild(el("path", {d: "M-2.5 2.5v-4h1v1h1v-1h1v1h1v-1h1v4z", fill: colour, stroke: "#2b2118",
                                "stroke-width": .4}));
    } else {
      var w = Math.max(6.4, 2.1 * String(u[1]).length + 2.2);      // "A", "IV", "1/10": the counter fits
      g.appendChild(el("rect", {x: -w / 2, y: -2.4, width: w, height: 4.8, rx: .6, fill: colour,
                                stroke: "#2b2118", "stroke-width": .4}));
      g.appendChild(el("text", {x: 0, y: 0, "font-size": 3.4, "font-weight": 700, fill: ink(colour)}, u[1]));
    }
    if (u[5]) g.appendChild(el("text", {x: 0, y: 4.2, "font-size": 2.4, fill: "#2b2118"}, u[5]));
    if (u[7]) g.appendChild(el("line", {x1: -3.4, y1: 2.6, x2: 3.4, y2: -2.6, stroke: "#b00",
                                        "stroke-width": .6}));
    if (u[6]) g.appendChild(el("title", {}, u[6]));
    units.appendChild(g);
  }

  function ink(colour) {
    var m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour || "");
    if (!m) return "#000";
    var l = .299 * parseInt(m[1], 16) + .587 * parseInt(m[2], 16) + .114 * parseInt(m[3], 16);
    return l > 140 ? "#000" : "#fff";
  }

  function drawMove(m) {
    var a = places[m[0]], b = places[m[1]];
    if (!a || !b) return;
    var dx = b[3] - a[3], dy = b[4] - a[4], len = Math.sqrt(dx * dx + dy * dy) || 1;
    var ux = dx / len, uy = dy / len, cut = Math.min(4 * U, len / 4);
    var x1 = a[3] + ux * cut, y1 = a[4] + uy * cut, x2 = b[3] - ux * cut, y2 = b[4] - uy * cut;
    var colour = colours[m[2]], dash = {support: "3 1.5", retreat: ".8 1.2", strait: "2 1.5"}[m[3]] || "";
    var width = (m[3] === "strait" ? .6 : 1.1) * U;
    // a pale halo under the line: a move inside its own nation's colour stays visible
    units.appendChild(el("line", {x1: x1, y1: y1, x2: x2, y2: y2, stroke: HALO, opacity: .85,
                                  "stroke-width": width + 1.2 * U, "stroke-linecap": "round"}));
    var line = el("line", {x1: x1, y1: y1, x2: x2, y2: y2, stroke: colour, "stroke-width": width,
                           "stroke-linecap": "round"});
    if (dash) {
      line.setAttribute("stroke-dasharray", dash.split(" ").map(function (d) { return d * U; }).join(" "));
    }
    units.appendChild(line);
    if (m[3] === "failed") {
      var bar = 2.5 * U;
      units.appendChild(el("line", {x1: x2 - uy * bar, y1: y2 + ux * bar, x2: x2 + uy * bar,
                                    y2: y2 - ux * bar, stroke: colour, "stroke-width": 1.2 * U}));
      return;
    }
    units.appendChild(head(x2, y2, ux, uy, colour));
    if (m[3] === "strait") units.appendChild(head(x1, y1, -ux, -uy, colour));
  }

  function head(x, y, ux, uy, colour) {
    var s = 2.6 * U, bx = x - ux * s, by = y - uy * s;
    return el("path", {d: "M" + x + " " + y + "L" + (bx - uy * s / 2) + " " + (by + ux * s / 2) + "L" +
                          (bx + uy * s / 2) + " " + (by - ux * s / 2) + "z", fill: colour, stroke: HALO,
                       "stroke-width": .5 * U, "paint-order": "stroke"});
  }

  function drawFight(f) {
    var p = places[f[0]];
    if (!p) return;
    var g = el("g", {"class": "battle", transform: placed(p[3] + 6 * U, p[4] - 5 * U)});
    if (f[2] >= 0) {
      g.appendChild(el("circle", {cx: 0, cy: 0, r: 3.4, fill: "none", stroke: colours[f[2]],
                                  "stroke-width": .9}));
    }
    g.appendChild(el("path", {d: "M-2.2 -2.2l4.4 4.4M2.2 -2.2l-4.4 4.4", stroke: "#8b0000",
                              "stroke-width": .9,
                              "stroke-linecap": "round"}));
    if (f[1]) g.appendChild(el("title", {}, f[1]));
    units.appendChild(g);
  }

  // -- pan and zoom -------------------------------------------------------------------------
  function point(evt) {
    var r = svg.getBoundingClientRect(), s = Math.max(view.w / r.width, view.h / r.height);
    var ox = (r.width * s - view.w) / 2, oy = (r.height * s - view.h) / 2;
    return {x: view.x - ox + (evt.clientX - r.left) * s, y: view.y - oy + (evt.clientY - r.top) * s, s: s};
  }
  function zoom(f, cx, cy) {
    var w = Math.max(full.w / 40, Math.min(full.w * 2, view.w * f)), k = w / view.w;
    if (cx === undefined) { cx = view.x + view.w / 2; cy = view.y + view.h / 2; }
    view.x = cx - (cx - view.x) * k; view.y = cy - (cy - view.y) * k;
    view.w = w; view.h = view.h * k;
    setView();
  }
  svg.addEventListener("wheel", function (e) {
    e.preventDefault();
    var p = point(e);
    zoom(e.deltaY > 0 ? 1.2 : 1 / 1.2, p.x, p.y);
  }, {passive: false});
  var drag = null;
  svg.addEventListener("pointerdown", function (e) {
    drag = {x: e.clientX, y: e.clientY, vx: view.x, vy: view.y, s: point(e).s};
    svg.classList.add("dragging");
    svg.setPointerCapture(e.pointerId);
  });
  svg.addEventListener("pointermove", function (e) {
    if (drag) {
      view.x = drag.vx - (e.clientX - drag.x) * drag.s;
      view.y = drag.vy - (e.clientY - drag.y) * drag.s;
      setView();
      return;
    }
    var i = e.target.id && e.target.id.charAt(0) === "p" ? +e.target.id.slice(1) : -1;
    hover.textContent = i >= 0 ? [places[i][1]].concat(unitsAt[i] || []).join("\n") : "";
  });
  function stop() { drag = null; svg.classList.remove("dragging"); }
  svg.addEventListener("pointerup", stop);
  svg.addEventListener("pointercancel", stop);
  svg.addEventListener("pointerleave", function () { hover.textContent = ""; });
  document.getElementById("zoom-in").onclick = function () { zoom(1 / 1.5); };
  document.getElementById("zoom-out").onclick = function () { zoom(1.5); };
  document.getElementById("zoom-all").onclick = function () {
    view = {x: full.x, y: full.y, w: full.w, h: full.h}; setView();
  };
  document.getElementById("names").onclick = function () { document.body.classList.toggle("hidden-labels"); };

  // -- turns and search ---------------------------------------------------------------------
  slider.addEventListener("input", function () { show(+slider.value); });
  document.getElementById("prev").onclick = function () { show(current - 1); };
  document.getElementById("next").onclick = function () { show(current + 1); };
  document.addEventListener("keydown", function (e) {
    if (e.target.tagName === "INPUT" && e.target.type !== "range") return;
    if (e.key === "ArrowLeft" || e.key === "PageUp") { show(current - 1); e.preventDefault(); }
    if (e.key === "ArrowRight" || e.key === "PageDown") { show(current + 1); e.preventDefault(); }
  });
  function find(text) {
    var key = text.trim().toLowerCase();
    if (!key) return -1;
    if (byName[key] !== undefined) return byName[key];
    for (var i = 0; i < places.length; i++) if (places[i][1].toLowerCase().indexOf(key) === 0) return i;
    for (i = 0; i < places.length; i++) if (places[i][1].toLowerCase().indexOf(key) >= 0) return i;
    return -1;
  }
  function search(text) {
    if (found >= 0 && shapes[found]) shapes[found].classList.remove("found");
    found = find(text);
    if (found < 0) {
      said.textContent = text.trim() ? "No place called \u201c" + text.trim() + "\u201d" : "";
      return;
    }
    var p = places[found];
    said.textContent = p[1];
    if (shapes[found]) shapes[found].classList.add("found");
    var w = Math.min(full.w / 4, view.w);
    view = {x: p[3] - w / 2, y: p[4] - w * full.h / full.w / 2, w: w, h: w * full.h / full.w};
    setView();
  }
  var box = document.getElementById("search");
  box.addEventListener("change", function () { search(box.value); });
  box.addEventListener("keydown", function (e) { if (e.key === "Enter") search(box.value); });

  var asked = /(?:^|[#&])turn=(\d+)/.exec(location.hash);
  var place = /(?:^|[#&])place=([^&]+)/.exec(location.hash);
  setView();
  show(asked ? +asked[1] : pages.length - 1);
  if (place) { box.value = decodeURIComponent(place[1]); search(box.value); }
  document.body.dataset.readyMs = Math.round(performance.now());     // how long opening took (benchmarks)
})();
"""
