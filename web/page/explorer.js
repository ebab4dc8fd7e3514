// CubeLab's explorer on the page: a student changes the collective, n, the link orders, the
// root, the operator, the values and the machine; the page runs the engine (window.cubelab,
// engine.js) at once and the player's transport steps through the new run. What is drawn is
// what the engine computes: the positions (cubelab.layout), the node texts, roles, messages,
// loads, costs and the caption (cubelab.view); this script computes none of them. Every word
// is the program's (the data's "ui" table, through the player) or the engine's. The URL
// fragment holds the moment as the program's moment link (&moment=cubelab:1/…), so a reload
// or a shared link opens the same run and step. Plain script, no modules.
(function () {
  "use strict";

  const SVG = "http://www.w3.org/2000/svg";
  const MAX_DIMENSION = 10; // what stays fast on a phone (docs/web-page.md)
  const $ = (id) => document.getElementById(id);
  // The controls and the key of each one's label in the data's "ui" table.
  const LABELS = [
    ["collective", "collective"],
    ["dimension", "dimension"],
    ["linkOrder", "linkOrder"],
    ["secondLinkOrder", "secondLinkOrder"],
    ["root", "root"],
    ["operator", "operator"],
    ["values", "values"],
    ["elements", "elements"],
    ["machine", "machine"],
  ];
  // The value modes (the catalog's ids) and the keys of their words.
  const VALUE_MODES = [
    ["symbolic", "symbolic"],
    ["numeric", "numeric"],
  ];

  function whenPlayer(begin) {
    if (window.cubelabPlayer) begin(window.cubelabPlayer);
    else document.addEventListener("cubelab-player", (event) => begin(event.detail), { once: true });
  }

  whenPlayer((player) => {
    const engine = window.cubelab;
    const views = ["catalog", "layout", "view", "moment", "linkOf"];
    if (!engine || !engine.ready || views.some((name) => typeof engine[name] !== "function")) return;
    engine.ready.then(
      () => explore(player, engine),
      () => {
        if (player.moment()) notice(player.t("noEngine"));
      },
    );
  });

  function notice(text) {
    const box = $("explorer-notice");
    box.textContent = text || "";
    box.hidden = !text;
  }

  // The engine's answers are JSON text; a plain text (a link) is taken as it is.
  function parsed(text) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  function make(tag, attributes = {}, ...children) {
    const node = document.createElement(tag);
    Object.entries(attributes).forEach(([k, v]) => node.setAttribute(k, v));
    node.append(...children);
    return node;
  }

  const subscripts = (text) =>
    String(text).replace(/_(\d+)/g, (m, digits) =>
      Array.from(digits, (d) => String.fromCharCode(0x2080 + Number(d))).join(""),
    );

  function explore(player, engine) {
    const { t } = player;
    const catalog = parsed(engine.catalog());
    const words = player.data.stepWords || {};
    // The program's words for the engine's headings and captions (English is the engine's own).
    Object.entries(words).forEach(([language, table]) => {
      if (language !== "en" && engine.setWords) engine.setWords(language, JSON.stringify(table));
    });
    const el = {
      section: $("explorer"),
      title: $("explorer-title"),
      settings: $("explorer-settings"),
      close: $("explorer-close"),
      form: $("explorer-form"),
      changeThis: $("change-this"),
      panels: $("explorer-panels"),
      loadsTitle: $("loads-title"),
      loads: $("loads"),
      costsTitle: $("costs-title"),
      costs: $("costs"),
      picture: $("picture"),
      caption: $("caption"),
      results: $("results"),
      resultsCaption: $("results-caption"),
    };

    // ---- the controls ----

    const fields = {};
    function field(key, control) {
      const id = `explore-${key}`;
      control.id = id;
      const label = make("label", { for: id });
      const message = make("p", { class: "field-message", id: `${id}-message`, "aria-live": "polite" });
      message.hidden = true;
      control.setAttribute("aria-describedby", message.id);
      const box = make("div", { class: "explore-field" }, label, control, message);
      fields[key] = { control, label, message, box };
      el.form.append(box);
      return control;
    }
    const select = (options) => {
      const s = make("select");
      options.forEach(([value, text]) => s.append(make("option", { value }, text)));
      return s;
    };
    const textInput = (attributes) =>
      make("input", { type: "text", autocomplete: "off", spellcheck: "false", ...attributes });

    const collectives = catalog.collectives || [];
    field("collective", select(collectives.map((c) => [c.id, c.lectureName || c.id])));
    field(
      "dimension",
      select(Array.from({ length: MAX_DIMENSION }, (_, i) => [String(i + 1), String(i + 1)])),
    );
    // A phone's number pad has no comma: the orders take the full keyboard.
    field("linkOrder", textInput({}));
    field("secondLinkOrder", textInput({}));
    field("root", select([]));
    field(
      "operator",
      select((catalog.operators || []).map((o) => [o.id, o.example ? subscripts(o.example) : o.id])),
    );
    field("values", select((catalog.valueModes || []).map((v) => [v.id, v.id])));
    field("elements", make("input", { type: "number", min: "1", step: "1", inputmode: "numeric" }));
    field("machine", select([["", ""], ...(catalog.machines || []).map((m) => [m.id, m.name || m.id])]));

    function relabel() {
      el.title.textContent = t("explorer");
      el.settings.setAttribute("aria-label", t("settings"));
      el.settings.title = t("settings");
      el.close.textContent = t("closeExplorer");
      el.changeThis.textContent = t("changeThis");
      el.form.setAttribute("aria-label", t("settings"));
      LABELS.forEach(([key, word]) => (fields[key].label.textContent = t(word)));
      fields.linkOrder.control.placeholder = t("linkOrderHint");
      fields.secondLinkOrder.control.placeholder = t("linkOrderHint");
      const modes = new Map(VALUE_MODES);
      Array.from(fields.values.control.options).forEach((o) => {
        o.textContent = modes.has(o.value) ? t(modes.get(o.value)) : o.value;
      });
      fields.machine.control.options[0].textContent = t("noMachine");
      el.loadsTitle.textContent = t("linkLoads");
      el.costsTitle.textContent = t("costs");
    }

    // ---- the run ----

    // The last run the engine accepted: its scenario as the engine normalized it, its last
    // step, its picture's layout and what is drawn of it.
    let run = null;
    let machineHeld = null; // a machine the scenario holds in full (a lesson's own)
    const stage = {
      index: 0,
      last: () => (run ? run.last : 0),
      show,
      link,
      closed,
    };

    // The run's scenario, as the engine completed it, from the trace's text: read alone (the
    // trace's first member, closed at the top level's indent), for a trace of n = 10 is
    // megabytes; a text of another shape is parsed whole.
    function scenarioOf(text) {
      const from = text.indexOf('"scenario":');
      const end = text.indexOf("\n  }", from);
      if (from > 0 && end > from) {
        try {
          return JSON.parse(text.slice(from + '"scenario":'.length, end + 4));
        } catch {
          // parsed whole below
        }
      }
      return JSON.parse(text).scenario;
    }

    // Runs the scenario; the run and its picture on success, else the engine's message.
    function start(scenario) {
      let text;
      try {
        text = engine.run(JSON.stringify(scenario));
      } catch (error) {
        return { refused: error.message };
      }
      const layout = parsed(engine.layout("cube"));
      const first = parsed(engine.view(0, player.language()));
      run = { scenario: scenarioOf(text), last: first.steps };
      run.drawing = drawing(layout);
      run.rows = rows(layout.nodes);
      fill(run.scenario);
      return { run };
    }

    function fill(s) {
      const f = (key) => fields[key].control;
      f("collective").value = s.algorithm;
      f("dimension").value = String(s.dimension);
      f("linkOrder").value = (s.linkOrder || []).join(",");
      f("secondLinkOrder").value = (s.secondLinkOrder || s.broadcastLinkOrder || []).join(",");
      const root = f("root");
      const nodes = 2 ** s.dimension;
      if (root.options.length !== nodes) {
        root.replaceChildren(
          ...Array.from({ length: nodes }, (_, i) =>
            make("option", { value: String(i) }, i.toString(2).padStart(s.dimension, "0")),
          ),
        );
      }
      root.value = String(s.root || 0);
      f("operator").value = s.operator || "sum";
      f("values").value = s.values || "symbolic";
      f("elements").value = String(s.elements || 1);
      const machine = f("machine");
      machineHeld = s.machine && typeof s.machine === "object" ? s.machine : null;
      const held = machine.querySelector("option[data-held]");
      if (held) held.remove();
      if (machineHeld) {
        const option = make("option", { value: "-held", "data-held": "true" }, machineHeld.name || "…");
        machine.append(option);
        machine.value = "-held";
      } else machine.value = s.machine || "";
      const collective = collectives.find((c) => c.id === s.algorithm) || {};
      fields.secondLinkOrder.box.hidden = !(collective.linkOrders && collective.linkOrders.length > 1);
      fields.root.box.hidden = !collective.takesRoot;
    }

    // A link order as typed: numbers where they are numbers; anything else is given to the
    // engine as it is, so that its message says what is wrong.
    function order(text) {
      const parts = text.split(/[\s,;]+/).filter(Boolean);
      return parts.map((p) => (/^-?\d+$/.test(p) ? Number(p) : p));
    }

    // The scenario the controls say now, after `changed` changed.
    function wanted(changed) {
      const value = (key) => fields[key].control.value;
      const collective = collectives.find((c) => c.id === value("collective")) || {};
      const before = collectives.find((c) => c.id === run.scenario.algorithm) || {};
      const s = {
        format: "cubelab-scenario",
        version: 2,
        dimension: Number(value("dimension")),
        algorithm: value("collective"),
        operator: value("operator"),
        values: value("values"),
      };
      // A new n or collective takes its own link orders (the engine's defaults).
      const fresh = changed === "dimension" || changed === "collective";
      if (!fresh) {
        s.linkOrder = order(value("linkOrder"));
        if (!fields.secondLinkOrder.box.hidden) s.secondLinkOrder = order(value("secondLinkOrder"));
      }
      if (collective.takesRoot) {
        const root = Number(value("root"));
        if (root < 2 ** s.dimension) s.root = root;
      }
      const blocks = collective.data === "blocks";
      const keepElements = !(fresh && (blocks || before.data !== collective.data));
      if (keepElements && value("elements") !== "") {
        const m = value("elements");
        s.elements = /^\d+$/.test(m) ? Number(m) : m;
      }
      // The inputs the scenario gives stay while they still fit.
      const was = run.scenario;
      if (!fresh && Array.isArray(was.initial) && s.values === was.values && s.elements === was.elements)
        s.initial = was.initial;
      if (value("machine") === "-held") s.machine = machineHeld;
      else if (value("machine")) s.machine = value("machine");
      return s;
    }

    function say(key, text) {
      Object.entries(fields).forEach(([k, f]) => {
        const shown = k === key ? text : "";
        f.message.textContent = shown;
        f.message.hidden = !shown;
        if (shown) f.control.setAttribute("aria-invalid", "true");
        else f.control.removeAttribute("aria-invalid");
      });
    }

    function changed(key) {
      if (!run) return;
      const done = start(wanted(key));
      if (done.refused) {
        say(key, done.refused);
        return;
      }
      say(null, "");
      stage.index = Math.min(stage.index, run.last);
      player.render();
    }

    // ---- the picture ----

    const INNER = 1000;
    const PAD = 70;

    function svg(tag, attributes = {}) {
      const node = document.createElementNS(SVG, tag);
      Object.entries(attributes).forEach(([k, v]) => node.setAttribute(k, String(v)));
      return node;
    }

    // The run's static picture from the engine's layout: edges and nodes, drawn once a run;
    // a step changes only classes, texts and the messages.
    function drawing(layout) {
      const nodes = layout.nodes || [];
      const xs = nodes.map((n) => n.x);
      const ys = nodes.map((n) => n.y);
      const minX = Math.min(...xs);
      const minY = Math.min(...ys);
      const place = new Map(
        nodes.map((n) => [n.id, { x: PAD + (n.x - minX) * INNER, y: PAD + (n.y - minY) * INNER }]),
      );
      const edges = layout.edges || [];
      let shortest = Infinity;
      edges.forEach((e) => {
        const a = place.get(e.a);
        const b = place.get(e.b);
        if (a && b) shortest = Math.min(shortest, Math.hypot(a.x - b.x, a.y - b.y));
      });
      if (!Number.isFinite(shortest)) shortest = INNER / 2;
      const r = Math.max(3, Math.min(48, shortest * 0.3));
      // Room below the lowest nodes for their values.
      const width = Math.max(Math.max(...xs) - minX, 0.2) * INNER + 2 * PAD;
      const height = Math.max(Math.max(...ys) - minY, 0.2) * INNER + 2 * PAD + r;
      // Strokes in the picture's units, so that they read at a phone's width as at a projector's.
      const line = Math.max(2.5, width / 350);
      const arrow = Math.max(line * 1.6, r * 0.14);
      // Room beside the outer nodes for a value as wide as the space between two nodes.
      const many = nodes.length > 16;
      const side = many ? 0 : shortest * 0.45;
      const box = [-side, 0, width + 2 * side, height].map((v) => v.toFixed(1)).join(" ");
      const root = svg("svg", { viewBox: box, class: "explorer-picture" });
      root.setAttribute("aria-hidden", "true");
      root.setAttribute("focusable", "false");
      const links = layout.dimension || 0;
      const defs = svg("defs");
      for (let k = 1; k <= links; k++) {
        const marker = svg("marker", {
          id: `arrow-${k}`,
          class: `link-${k}`,
          viewBox: "0 0 10 10",
          refX: 9,
          refY: 5,
          markerUnits: "userSpaceOnUse",
          markerWidth: arrow * 3.2,
          markerHeight: arrow * 3.2,
          orient: "auto-start-reverse",
        });
        marker.append(svg("path", { d: "M0 0L10 5L0 10z" }));
        defs.append(marker);
      }
      const edgeGroup = svg("g", { class: "edges" });
      edges.forEach((e) => {
        const a = place.get(e.a);
        const b = place.get(e.b);
        if (!a || !b) return;
        edgeGroup.append(
          svg("line", {
            x1: a.x,
            y1: a.y,
            x2: b.x,
            y2: b.y,
            "stroke-width": line,
            class: ["edge", `link-${e.link}`].join(" "),
          }),
        );
      });
      const messages = svg("g", { class: "messages", "stroke-width": arrow.toFixed(1) });
      const nodeGroup = svg("g", { class: "nodes" });
      const addressSize = Math.min(r * 0.62, 26);
      const showAddress = addressSize * 0.6 * (layout.dimension || 1) <= r * 1.8 && r >= 9;
      const shapes = new Map();
      nodes.forEach((n) => {
        const p = place.get(n.id);
        const g = svg("g", { class: "node" });
        g.append(svg("circle", { cx: p.x, cy: p.y, r, "stroke-width": line }));
        if (showAddress) {
          const address = svg("text", { x: p.x, y: p.y, class: "address", "font-size": addressSize });
          address.textContent = n.address;
          g.append(address);
        }
        const value = svg("text", { x: p.x, y: p.y + r + 4, class: "value" });
        g.append(value);
        nodeGroup.append(g);
        shapes.set(n.id, { g, value });
      });
      root.append(defs, edgeGroup, messages, nodeGroup);
      const room = shortest * 1.1;
      return { root, place, r, shapes, messages, room, many };
    }

    function drawStep(view) {
      const d = run.drawing;
      (view.nodes || []).forEach((n) => {
        const shape = d.shapes.get(n.id);
        if (!shape) return;
        const classes = ["node"];
        if (n.role) classes.push(n.role);
        if (n.done) classes.push("done");
        const named = classes.join(" ");
        if (shape.named !== named) shape.g.setAttribute("class", (shape.named = named));
        const text = d.many ? "" : subscripts(n.text || "");
        if (shape.value.textContent !== text) {
          shape.value.textContent = text;
          // As large as fits beside the neighbours, never larger than the address.
          const size = Math.min(d.r * 0.6, (d.room * 1.7) / Math.max(text.length, 1));
          shape.value.setAttribute("font-size", size.toFixed(1));
          shape.value.style.display = size < 9 ? "none" : "";
        }
      });
      // The arrows as one text of numbers and class names, parsed at once: a step of the
      // 10-cube draws a thousand of them.
      const arrows = [];
      (view.messages || []).forEach((m) => {
        const a = d.place.get(m.from);
        const b = d.place.get(m.to);
        if (!a || !b) return;
        const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
        const ux = (b.x - a.x) / length;
        const uy = (b.y - a.y) / length;
        const gap = d.r + 3;
        // Each arrow a little to its own right, so that two opposite ones lie side by side.
        const side = d.r * 0.28;
        const ox = -uy * side;
        const oy = ux * side;
        const link = Number(m.link);
        const at = (value) => value.toFixed(1);
        const attributes = {
          x1: at(a.x + ux * gap + ox),
          y1: at(a.y + uy * gap + oy),
          x2: at(b.x - ux * gap + ox),
          y2: at(b.y - uy * gap + oy),
          class: ["message", `link-${link}`].join(" "),
          "marker-end": `url(#arrow-${link})`,
        };
        const written = Object.entries(attributes).map(([k, v]) => `${k}="${v}"`);
        arrows.push(`<line ${written.join(" ")}/>`);
      });
      d.messages.innerHTML = arrows.join("");
      if (el.picture.firstChild !== d.root) el.picture.replaceChildren(d.root);
      el.picture.setAttribute("aria-label", t("picture", view.heading || String(view.step)));
    }

    // ---- the table, the loads and the costs ----

    function rows(nodes) {
      const body = document.createDocumentFragment();
      const cells = nodes.map((n) => {
        const tr = make("tr");
        tr.dataset.node = String(n.id);
        const th = make("th", { scope: "row" }, String(n.id));
        const address = make("td", { class: "address" }, n.address);
        const value = make("td", { class: "expression" });
        tr.append(th, address, value);
        body.append(tr);
        return { tr, value };
      });
      return { body, cells, byId: new Map(nodes.map((n, i) => [n.id, cells[i]])), placed: false };
    }

    function columns() {
      const table = (player.data.tables || [])[0];
      const names = table ? player.local(table.columns) || [] : [];
      const head = make("tr");
      names.slice(0, 3).forEach((name) => head.append(make("th", { scope: "col" }, name)));
      return head;
    }

    function fillTable(view) {
      const r = run.rows;
      if (!r.placed || el.results.tBodies[0].firstChild !== r.cells[0]?.tr) {
        el.results.tBodies[0].replaceChildren(r.body);
        r.body = el.results.tBodies[0];
        r.placed = true;
      }
      el.results.tHead.replaceChildren(columns());
      el.results.parentElement.hidden = false;
      el.resultsCaption.textContent = t("results");
      (view.nodes || []).forEach((n) => {
        const row = r.byId.get(n.id);
        if (!row) return;
        const text = subscripts(n.text || "");
        if (row.value.textContent !== text) row.value.textContent = text;
        const changedNow = n.role === "receives" || n.role === "both";
        row.tr.className = changedNow ? "changed" : "";
      });
    }

    function seconds(value, language) {
      const units = [
        [1, "s"],
        [1e-3, "ms"],
        [1e-6, "µs"],
        [1e-9, "ns"],
      ];
      const [scale, unit] = units.find(([s]) => Math.abs(value) >= s) || units[units.length - 1];
      const number = new Intl.NumberFormat(language, { maximumSignificantDigits: 3 }).format(value / scale);
      return `${number} ${unit}`;
    }

    function bar(text, fraction) {
      const li = make("li", {}, make("span", {}, text));
      const track = make("span", { class: "meter" });
      const filled = make("span", { class: "meter-fill" });
      filled.style.width = `${Math.max(0, Math.min(1, fraction)) * 100}%`;
      track.append(filled);
      track.setAttribute("aria-hidden", "true");
      li.append(track);
      return li;
    }

    function fillPanels(view, language) {
      el.panels.hidden = false;
      const loads = view.linkLoads || [];
      const most = Math.max(1, ...loads.map((l) => l.messages));
      const number = new Intl.NumberFormat(language);
      el.loads.replaceChildren(
        ...loads.map((l) => {
          const li = bar(
            t("linkLoad", l.link, number.format(l.messages), number.format(l.bytes)),
            l.messages / most,
          );
          li.className = `link-${l.link}`;
          return li;
        }),
      );
      const cost = view.cost;
      if (!cost) {
        el.costs.replaceChildren(make("li", {}, t("notPriced")));
      } else {
        const whole = cost.whole || 1;
        el.costs.replaceChildren(
          bar(t("costStep", seconds(cost.step, language)), cost.step / whole),
          bar(t("costTotal", seconds(cost.total, language)), cost.total / whole),
          bar(t("costWhole", seconds(cost.whole, language)), 1),
        );
      }
      if (view.moreMessages)
        el.costs.after(
          make("p", { class: "more-messages" }, t("moreMessages", number.format(view.moreMessages))),
        );
    }

    // ---- the stage the player shows ----

    // The step's view in the language, else in the engine's own English; when another caller
    // ran the engine meanwhile, this run is run again first.
    function view(step, language) {
      const attempt = (words) => {
        try {
          return parsed(engine.view(step, words));
        } catch {
          return null;
        }
      };
      const found = attempt(language) || attempt("en");
      if (found && found.steps === run.last) return found;
      engine.run(JSON.stringify(run.scenario));
      return attempt(language) || parsed(engine.view(step, "en"));
    }

    function show(step, language) {
      const v = view(step, language);
      drawStep(v);
      el.caption.textContent = v.caption || "";
      fillTable(v);
      el.panels.querySelectorAll(".more-messages").forEach((p) => p.remove());
      fillPanels(v, language);
    }

    // The moment's link, made once a step of the run.
    function link() {
      if (!run.links) run.links = new Map();
      let made = run.links.get(stage.index);
      if (made === undefined) {
        const text = parsed(engine.linkOf(JSON.stringify(run.scenario), stage.index));
        made = typeof text === "string" ? text : text.link;
        run.links.set(stage.index, made);
      }
      return made;
    }

    function closed() {
      run = null;
      el.section.hidden = true;
      el.panels.hidden = true;
      say(null, "");
      changeThisFor();
    }

    // Opens the explorer on a scenario at a step; false, with the engine's message said, when
    // the engine refuses it.
    function open(scenario, step, focus) {
      const done = start(scenario);
      if (done.refused) {
        notice(t("badLink", done.refused));
        return false;
      }
      notice("");
      stage.index = Math.max(0, Math.min(step || 0, run.last));
      el.section.hidden = false;
      el.changeThis.hidden = true;
      showSettings(true);
      player.useStage(stage);
      if (focus) fields.collective.control.focus();
      return true;
    }

    function openLink(text) {
      let moment;
      try {
        moment = parsed(engine.moment(text));
      } catch (error) {
        notice(t("badLink", error.message));
        player.forgetMoment();
        return;
      }
      // A moment's scenario is a scenario file's content without its header.
      const scenario = { format: "cubelab-scenario", version: 2, ...moment.scenario };
      if (!open(scenario, moment.step, false)) player.forgetMoment();
    }

    function showSettings(open) {
      el.form.hidden = !open;
      el.settings.setAttribute("aria-expanded", String(open));
    }

    function changeThisFor() {
      el.changeThis.hidden = Boolean(run) || !player.scene().scenario;
    }

    // ---- wiring ----

    Object.entries(fields).forEach(([key, f]) => {
      f.control.addEventListener("change", () => changed(key));
    });
    el.form.addEventListener("submit", (event) => {
      event.preventDefault();
      const key = Object.keys(fields).find((k) => fields[k].control === document.activeElement);
      if (key) changed(key);
    });
    el.settings.addEventListener("click", () => showSettings(el.form.hidden));
    el.close.addEventListener("click", () => {
      player.useStage(null);
      el.changeThis.focus();
    });
    el.changeThis.addEventListener("click", () => open(player.scene().scenario, player.sceneStep(), true));
    // A fragment the student or a link changed: its moment opened, or the explorer closed.
    player.onFragment(() => {
      const wantedLink = player.moment();
      if (!wantedLink) {
        if (run) player.useStage(null);
        changeThisFor();
      } else if (!run || wantedLink !== link()) openLink(wantedLink);
    });
    // The scene changes under the button: it follows whether the scene can be changed.
    new MutationObserver(changeThisFor).observe($("scene-title"), { childList: true, characterData: true });
    player.onLanguage(relabel);

    relabel();
    changeThisFor();
    const first = player.moment();
    if (first) openLink(first);
  }
})();
