// CubeLab's web page player: shows the scenes and steps of the data in #cubelab-data (format
// "cubelab-web-page" version 1) with the same keys as the program. Plain script, no modules:
// the page is one file that opens offline. Every word it shows is the program's: the data's
// table "ui" (the program's own words, in each language) and, when the data cannot be read,
// #no-data, which the program fills in; none is written here (npm run lint checks it).
(function () {
  "use strict";

  const THEMES = [
    ["light", "light"],
    ["dark", "dark"],
    ["high-contrast", "highContrast"],
  ];
  const LANGUAGES = [
    ["en", "english"],
    ["de", "german"],
  ];

  const $ = (id) => document.getElementById(id);
  const el = {
    pageTitle: $("page-title"),
    sceneNav: $("scene-nav"),
    sceneToggle: $("scene-toggle"),
    sceneOf: $("scene-of"),
    sceneList: $("scene-list"),
    language: $("language"),
    theme: $("theme"),
    fullscreen: $("fullscreen"),
    blankButton: $("blank-button"),
    main: $("main"),
    noData: $("no-data"),
    picture: $("picture"),
    caption: $("caption"),
    controls: $("controls"),
    first: $("first"),
    previous: $("previous"),
    slider: $("slider"),
    next: $("next"),
    last: $("last"),
    stepLabel: $("step-label"),
    sceneTitle: $("scene-title"),
    sceneText: $("scene-text"),
    sceneSaid: $("scene-said"),
    question: $("question"),
    tableWrap: $("table-wrap"),
    results: $("results"),
    resultsCaption: $("results-caption"),
    keysHelp: $("keys-help"),
    blank: $("blank"),
    blankText: $("blank-text"),
  };

  // The data as the page holds it: the JSON itself, or (as CubeLab writes it) that JSON
  // deflated and in base64, {"encoding": "deflate-base64", "data": "…"}, which the browser's
  // own DecompressionStream unpacks: a tenth of the size, and nothing fetched.
  async function readData() {
    const held = JSON.parse($("cubelab-data").textContent);
    if (!held || held.encoding !== "deflate-base64") return held;
    const bytes = Uint8Array.from(atob(held.data), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
    return JSON.parse(await new Response(stream).text());
  }

  readData()
    .catch(() => null)
    .then((data) => {
      if (!data || data.format !== "cubelab-web-page" || !Array.isArray(data.scenes) || !data.scenes.length) {
        el.noData.hidden = false;
        el.main.replaceChildren(el.noData);
      } else {
        start(data);
      }
      document.documentElement.dataset.ready = "true";
    });

  function start(data) {
    const languages = LANGUAGES.map(([code]) => code).filter((code) => data.ui && data.ui[code]);
    const pageLanguage = languages.includes(data.language) ? data.language : languages[0] || "en";

    const state = {
      scene: 0, // index into data.scenes
      index: 0, // index into the scene's steps
      lang: pageLanguage,
      theme: preferredTheme(),
      themeChosen: false,
      blanked: false,
      moment: null, // a moment link the fragment names, until explorer.js opens it or refuses it
    };
    // What is on the page, so a step change touches only what changed.
    const shown = { picture: -1, table: -1, tableLang: "", scene: -1, sceneLang: "", questionKey: "" };
    const pictureCache = new Map();
    // A run shown in the scene's place (explorer.js, through window.cubelabPlayer): the
    // transport, the keys and the fragment then step through its steps. null: the scene's own.
    let stage = null;
    const languageListeners = [];
    const fragmentListeners = [];

    // ---- texts ----

    function t(key, ...args) {
      const table = (data.ui && data.ui[state.lang]) || {};
      let s = table[key];
      if (typeof s !== "string") s = data.ui && data.ui[pageLanguage] && data.ui[pageLanguage][key];
      if (typeof s !== "string") s = key; // a key the program's table lacks shows as itself
      return s.replace(/%(\d)/g, (m, n) => (args[n - 1] !== undefined ? String(args[n - 1]) : m));
    }

    function local(text, lang = state.lang) {
      if (text === null || text === undefined) return "";
      if (typeof text === "string") return text;
      if (text[lang] !== undefined) return text[lang];
      if (text[pageLanguage] !== undefined) return text[pageLanguage];
      const any = Object.values(text);
      return any.length ? any[0] : "";
    }

    // ---- state helpers ----

    const scene = () => data.scenes[state.scene];
    const steps = (s = scene()) => (Array.isArray(s.steps) && s.steps.length ? s.steps : [{ step: 0 }]);
    const step = () => steps()[state.index];
    // The steps the transport walks: the scene's, or the staged run's (0 … its last step).
    const stepCount = () => (stage ? stage.last() + 1 : steps().length);

    function clamp(n, low, high) {
      return Math.min(Math.max(n, low), high);
    }

    function lastStepNumber(s) {
      const list = steps(s);
      return typeof s.last === "number" ? s.last : list[list.length - 1].step;
    }

    // The index of the step with number k in scene s, or the nearest one.
    function indexOfStep(s, k) {
      const list = steps(s);
      let best = 0;
      let distance = Infinity;
      list.forEach((st, i) => {
        const d = Math.abs((st.step ?? i) - k);
        if (d < distance) {
          best = i;
          distance = d;
        }
      });
      return best;
    }

    function preferredTheme() {
      const mq = (q) => window.matchMedia && window.matchMedia(q).matches;
      if (mq("(prefers-contrast: more)") || mq("(forced-colors: active)")) return "high-contrast";
      if (mq("(prefers-color-scheme: dark)")) return "dark";
      return "light";
    }

    // ---- fragment ----

    function fragment() {
      const k = step().step ?? state.index;
      let f = data.scenes.length > 1 ? `scene=${state.scene + 1}&step=${k}` : `step=${k}`;
      if (stage) f += `&moment=${stage.link()}`;
      else if (state.moment) f += `&moment=${state.moment}`;
      if (state.lang !== pageLanguage) f += `&lang=${state.lang}`;
      return "#" + f;
    }

    function writeFragment() {
      delete document.documentElement.dataset.fragment;
      const f = fragment();
      if (location.hash !== f) {
        try {
          history.replaceState(null, "", f);
        } catch {
          // A page shown where the history may not change (a sandboxed frame): the fragment stays.
        }
      }
    }

    // Reads the fragment; true when it named a place.
    function readFragment() {
      const hash = location.hash.replace(/^#/, "");
      if (!hash) return false;
      const params = new URLSearchParams(hash);
      state.moment = params.get("moment");
      const lang = params.get("lang");
      state.lang = lang && languages.includes(lang) ? lang : pageLanguage;
      let sceneIndex = 0;
      const sceneParam = parseInt(params.get("scene"), 10);
      if (Number.isFinite(sceneParam)) sceneIndex = clamp(sceneParam - 1, 0, data.scenes.length - 1);
      state.scene = sceneIndex;
      const stepParam = parseInt(params.get("step"), 10);
      state.index = Number.isFinite(stepParam) ? indexOfStep(scene(), stepParam) : 0;
      return true;
    }

    // ---- rendering ----

    function pictureFor(st) {
      const p = st.picture;
      if (typeof p === "number") return p;
      if (!p) return -1;
      const byLang = p[state.lang] || p[pageLanguage] || Object.values(p)[0];
      if (typeof byLang === "number") return byLang;
      if (!byLang) return -1;
      const i = byLang[state.theme] ?? byLang.light ?? Object.values(byLang)[0];
      return typeof i === "number" ? i : -1;
    }

    function pictureNode(i) {
      let node = pictureCache.get(i);
      if (!node) {
        const template = document.createElement("template");
        template.innerHTML = (data.pictures && data.pictures[i]) || "";
        node = template.content.firstElementChild || document.createTextNode("");
        if (node.setAttribute) {
          node.setAttribute("aria-hidden", "true");
          node.setAttribute("focusable", "false");
        }
        pictureCache.set(i, node);
      }
      return node;
    }

    function renderPicture(st) {
      const i = pictureFor(st);
      if (i !== shown.picture) {
        el.picture.replaceChildren(i >= 0 ? pictureNode(i) : document.createTextNode(""));
        shown.picture = i;
      }
      el.picture.setAttribute("aria-label", t("picture", local(st.label) || String(st.step ?? "")));
    }

    function renderTable(st) {
      const ti = typeof st.table === "number" ? st.table : -1;
      const table = data.tables && data.tables[ti];
      el.results.parentElement.hidden = !table;
      if (!table || (ti === shown.table && state.lang === shown.tableLang)) return;
      shown.table = ti;
      shown.tableLang = state.lang;
      const columns = local(table.columns) || [];
      const head = document.createElement("tr");
      columns.forEach((c) => {
        const th = document.createElement("th");
        th.scope = "col";
        th.textContent = c;
        head.append(th);
      });
      el.results.tHead.replaceChildren(head);
      const changed = new Set(table.changed || []);
      const body = document.createDocumentFragment();
      (table.rows || []).forEach((row, r) => {
        const tr = document.createElement("tr");
        tr.dataset.node = row[0];
        if (changed.has(r)) tr.className = "changed";
        row.forEach((cell, c) => {
          const td = document.createElement(c === 0 ? "th" : "td");
          if (c === 0) {
            td.scope = "row";
            td.textContent = cell;
          } else if (c === 1) {
            td.className = "address";
            td.textContent = cell;
          } else {
            td.className = c === 2 ? "expression" : "value";
            td.innerHTML = cell;
          }
          tr.append(td);
        });
        body.append(tr);
      });
      el.results.tBodies[0].replaceChildren(body);
    }

    function renderScene() {
      const s = scene();
      if (shown.scene === state.scene && shown.sceneLang === state.lang) return;
      const sceneChanged = shown.scene !== state.scene;
      const opening = shown.scene === -1;
      shown.scene = state.scene;
      shown.sceneLang = state.lang;
      el.sceneTitle.textContent = local(s.title);
      // A page of one scene titled as the page says it once.
      el.sceneTitle.hidden = data.scenes.length === 1 && local(s.title) === local(data.title);
      el.sceneText.innerHTML = s.text ? local(s.text) : "";
      const sceneOf = t("sceneOf", state.scene + 1, data.scenes.length);
      el.sceneOf.textContent = sceneOf;
      el.sceneToggle.setAttribute("aria-label", `${t("scenes")}: ${sceneOf}`);
      Array.from(el.sceneList.querySelectorAll("button")).forEach((b, i) => {
        if (i === state.scene) b.setAttribute("aria-current", "true");
        else b.removeAttribute("aria-current");
      });
      if (sceneChanged && !opening) sayScene(sceneOf);
      questions.render(sceneChanged);
    }

    // A scene change said once to a screen reader: which scene, its title and its text, in
    // the live region #scene-said (the caption's own region says the step). Not when the page
    // opens (the reader reads the page then) nor when only the language changes.
    function sayScene(sceneOf) {
      const lines = [sceneOf, el.sceneTitle.textContent, el.sceneText.textContent.trim()];
      el.sceneSaid.replaceChildren(...lines.filter(Boolean).map((line) => make("p", { text: line })));
    }

    function render() {
      renderScene();
      if (stage) return renderStage();
      const st = step();
      renderPicture(st);
      renderTable(st);
      el.caption.textContent = local(st.caption);
      const label = t("stepOf", st.step ?? state.index, lastStepNumber(scene()));
      el.stepLabel.textContent = label;
      el.slider.max = String(steps().length - 1);
      el.slider.disabled = steps().length < 2;
      el.slider.value = String(state.index);
      el.slider.setAttribute("aria-valuetext", label);
      const atStart = state.scene === 0 && state.index === 0;
      const atEnd = state.scene === data.scenes.length - 1 && state.index === steps().length - 1;
      el.previous.disabled = atStart;
      el.first.disabled = state.index === 0 && state.scene === 0;
      el.next.disabled = atEnd;
      el.last.disabled = state.index === steps().length - 1;
      writeFragment();
      questions.setPlace(state.scene, st.step ?? state.index);
      prepareNeighbours();
    }

    // The staged run at its step: the stage draws the picture, the caption and the table; the
    // transport stays within the run.
    function renderStage() {
      const k = stage.index;
      stage.show(k, state.lang);
      const label = t("stepOf", k, stage.last());
      el.stepLabel.textContent = label;
      el.slider.max = String(stage.last());
      el.slider.disabled = stage.last() < 1;
      el.slider.value = String(k);
      el.slider.setAttribute("aria-valuetext", label);
      el.previous.disabled = k === 0;
      el.first.disabled = k === 0;
      el.next.disabled = k === stage.last();
      el.last.disabled = k === stage.last();
      writeFragmentSoon();
    }

    // A staged run's fragment is written when the page is idle: its link is the engine's
    // (cubelab.linkOf, which checks the step by running the scenario), so stepping never waits
    // for it. <html data-fragment="pending"> until it is written.
    let fragmentPending = false;
    function writeFragmentSoon() {
      document.documentElement.dataset.fragment = "pending";
      if (fragmentPending) return;
      fragmentPending = true;
      const idle = window.requestIdleCallback || ((work) => setTimeout(work, 50));
      idle(
        () => {
          fragmentPending = false;
          writeFragment();
        },
        { timeout: 400 },
      );
    }

    // The pictures of the steps beside this one parsed while the page is idle, so that the
    // next step finds its picture ready.
    function prepareNeighbours() {
      const idle = window.requestIdleCallback || ((work) => setTimeout(work, 50));
      idle(() => {
        const list = steps();
        [state.index + 1, state.index - 1].forEach((k) => {
          const i = list[k] ? pictureFor(list[k]) : -1;
          if (i >= 0) pictureNode(i);
        });
      });
    }

    // The texts that change only with the language.
    function renderLanguage() {
      document.documentElement.lang = state.lang;
      document.title = local(data.title);
      el.pageTitle.textContent = local(data.title);
      el.language.value = state.lang;
      el.language.setAttribute("aria-label", t("language"));
      el.theme.setAttribute("aria-label", t("theme"));
      Array.from(el.theme.options).forEach((o, i) => (o.textContent = t(THEMES[i][1])));
      const named = [
        [el.first, "first"],
        [el.previous, "previous"],
        [el.next, "next"],
        [el.last, "last"],
        [el.fullscreen, "fullScreen"],
        [el.blankButton, "blank"],
      ];
      named.forEach(([button, key]) => {
        button.setAttribute("aria-label", t(key));
        button.title = t(key);
      });
      el.slider.setAttribute("aria-label", t("stepSlider"));
      el.controls.setAttribute("aria-label", t("stepSlider"));
      el.sceneNav.setAttribute("aria-label", t("scenes"));
      el.resultsCaption.textContent = t("results");
      el.keysHelp.textContent = t("keysHelp");
      el.blankText.textContent = t("blanked");
      el.sceneList
        .querySelectorAll("button")
        .forEach((b, i) => (b.textContent = local(data.scenes[i].title)));
      shown.sceneLang = "";
      shown.picture = -2;
      questions.renderExercises();
      languageListeners.forEach((listener) => listener(state.lang));
    }

    function setTheme(theme) {
      state.theme = theme;
      document.documentElement.dataset.theme = theme;
      el.theme.value = theme;
    }

    function build() {
      LANGUAGES.filter(([code]) => languages.includes(code)).forEach(([code, key]) => {
        const o = document.createElement("option");
        o.value = code;
        o.lang = code;
        o.textContent = data.ui[code][key] || key; // each language named in its own words
        el.language.append(o);
      });
      el.language.hidden = languages.length < 2;
      THEMES.forEach(([value]) => {
        const o = document.createElement("option");
        o.value = value;
        el.theme.append(o);
      });
      el.sceneNav.hidden = data.scenes.length < 2;
      data.scenes.forEach((s, i) => {
        const li = document.createElement("li");
        const b = document.createElement("button");
        b.type = "button";
        b.addEventListener("click", () => {
          showSceneList(false);
          go(i, 0);
          el.sceneToggle.focus();
        });
        li.append(b);
        el.sceneList.append(li);
      });
      el.fullscreen.hidden = !(document.fullscreenEnabled && document.documentElement.requestFullscreen);
    }

    // ---- moving ----

    function go(sceneIndex, index) {
      if (stage && sceneIndex !== state.scene) useStage(null);
      state.scene = clamp(sceneIndex, 0, data.scenes.length - 1);
      if (stage) stage.index = clamp(index, 0, stage.last());
      else state.index = clamp(index, 0, steps().length - 1);
      render();
    }

    // Where the transport stands: the staged run's step or the scene's step index.
    const at = () => (stage ? stage.index : state.index);

    function next() {
      // An open question at its starting step is revealed, and its answering step plays: one
      // press, as the window's clicker does.
      if (!stage && questions.revealOnNext()) {
        if (state.index < steps().length - 1) go(state.scene, state.index + 1);
        return;
      }
      if (at() < stepCount() - 1) go(state.scene, at() + 1);
      else if (!stage && state.scene < data.scenes.length - 1) go(state.scene + 1, 0);
    }

    function previous() {
      if (at() > 0) go(state.scene, at() - 1);
      else if (!stage && state.scene > 0) {
        questions.cameBack();
        go(state.scene - 1, steps(data.scenes[state.scene - 1]).length - 1);
      }
    }

    function first() {
      if (at() > 0 || stage) go(state.scene, 0);
      else go(0, 0);
    }

    function last() {
      go(state.scene, stepCount() - 1);
    }

    // Puts a run in the scene's place (an object with last(), index, show(step, lang) and
    // link()) or, with null, gives the scene its place back.
    function useStage(next) {
      const before = stage;
      stage = next;
      state.moment = null;
      if (before && before !== next && before.closed) before.closed();
      el.main.classList.toggle("staged", Boolean(stage));
      shown.picture = -2;
      shown.table = -1;
      render();
    }

    function setBlank(on) {
      state.blanked = on;
      el.blank.hidden = !on;
      el.blankButton.setAttribute("aria-pressed", String(on));
    }

    function showSceneList(open) {
      el.sceneList.hidden = !open;
      el.sceneToggle.setAttribute("aria-expanded", String(open));
    }

    // ---- questions ----

    function make(tag, props = {}, ...children) {
      const node = document.createElement(tag);
      Object.entries(props).forEach(([k, v]) => {
        if (k === "html") node.innerHTML = v;
        else if (k === "text") node.textContent = v;
        else if (k in node && typeof v !== "string") node[k] = v;
        else node.setAttribute(k, v);
      });
      node.append(...children.filter(Boolean));
      return node;
    }

    function labelled(text, control, kind = "") {
      return make("label", { class: kind ? `field ${kind}` : "field" }, make("span", { text }), control);
    }

    // The scene's question (questions.js): asked, checked by the page's engine, revealed by
    // Next, the progress kept in the browser.
    const questions = window.cubelabQuestions({
      data,
      t,
      local,
      make,
      labelled,
      box: el.question,
      exercisesBox: $("exercises"),
      scene,
      language: () => state.lang,
      passed: () => state.index > 0,
      moreScenes: () => state.scene < data.scenes.length - 1,
      continue: () => {
        if (state.scene < data.scenes.length - 1) go(state.scene + 1, 0);
        el.next.focus();
      },
    });

    // ---- input ----

    const STEP_KEYS = new Set([
      "ArrowRight",
      "PageDown",
      " ",
      "Spacebar",
      "ArrowLeft",
      "PageUp",
      "Home",
      "End",
    ]);

    function onKey(event) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const target = event.target;
      const tag = target && target.tagName;
      const inField =
        tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || (target && target.isContentEditable);
      const key = event.key;
      if (key === "Escape") {
        if (state.blanked) setBlank(false);
        else if (!el.sceneList.hidden) {
          showSceneList(false);
          el.sceneToggle.focus();
        } else if (inField) target.blur();
        return;
      }
      if (inField) return;
      if (key === "b" || key === "B" || key === ".") {
        event.preventDefault();
        setBlank(!state.blanked);
        return;
      }
      if (!STEP_KEYS.has(key)) return;
      // Space and Enter press a focused button or open a list; arrows step everywhere else.
      if ((key === " " || key === "Spacebar") && (tag === "BUTTON" || tag === "SUMMARY" || tag === "A"))
        return;
      // In the table's scroll area ← and → scroll the table where it is wider than its box;
      // the clicker's keys (PageDown, PageUp, Space) still step.
      if ((key === "ArrowLeft" || key === "ArrowRight") && scrollsSideways(target)) return;
      event.preventDefault();
      // A step key while blank shows the picture again and does its step: one press, as in
      // the program.
      if (state.blanked) setBlank(false);
      if (key === "ArrowRight" || key === "PageDown" || key === " " || key === "Spacebar") next();
      else if (key === "ArrowLeft" || key === "PageUp") previous();
      else if (key === "Home") first();
      else if (key === "End") last();
    }

    function scrollsSideways(target) {
      const wrap = el.tableWrap;
      return wrap.contains(target) && wrap.scrollWidth > wrap.clientWidth;
    }

    let touch = null;
    function onTouchStart(event) {
      if (event.touches.length !== 1) {
        touch = null;
        return;
      }
      const target = event.target;
      if (target.closest && target.closest(".table-wrap, input, select, #question, #explorer")) {
        touch = null;
        return;
      }
      touch = { x: event.touches[0].clientX, y: event.touches[0].clientY };
    }

    function onTouchEnd(event) {
      if (!touch) return;
      const end = event.changedTouches[0];
      const dx = end.clientX - touch.x;
      const dy = end.clientY - touch.y;
      touch = null;
      if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy) * 1.5) {
        if (dx < 0) next();
        else previous();
      }
    }

    function listen() {
      document.addEventListener("keydown", onKey);
      el.main.addEventListener("touchstart", onTouchStart, { passive: true });
      el.main.addEventListener("touchend", onTouchEnd, { passive: true });
      el.main.addEventListener("touchcancel", () => (touch = null), { passive: true });
      el.next.addEventListener("click", next);
      el.previous.addEventListener("click", previous);
      el.first.addEventListener("click", first);
      el.last.addEventListener("click", last);
      el.slider.addEventListener("input", () => go(state.scene, Number(el.slider.value)));
      el.blankButton.addEventListener("click", () => setBlank(true));
      el.blank.addEventListener("click", () => setBlank(false));
      el.sceneToggle.addEventListener("click", () => showSceneList(el.sceneList.hidden));
      document.addEventListener("click", (event) => {
        if (!el.sceneList.hidden && !el.sceneNav.contains(event.target)) showSceneList(false);
      });
      el.language.addEventListener("change", () => {
        state.lang = el.language.value;
        renderLanguage();
        render();
      });
      el.theme.addEventListener("change", () => {
        state.themeChosen = true;
        setTheme(el.theme.value);
        render();
      });
      el.fullscreen.addEventListener("click", () => {
        if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
        else document.documentElement.requestFullscreen().catch(() => {});
      });
      window.addEventListener("hashchange", () => {
        const lang = state.lang;
        const sceneBefore = state.scene;
        readFragment();
        if (lang !== state.lang) renderLanguage();
        // The stage belongs to its scene; a moment in the fragment opens one (explorer.js).
        if (stage && sceneBefore !== state.scene) useStage(null);
        fragmentListeners.forEach((listener) => listener());
        render();
      });
      if (window.matchMedia) {
        ["(prefers-color-scheme: dark)", "(prefers-contrast: more)", "(forced-colors: active)"].forEach(
          (q) => {
            const mq = window.matchMedia(q);
            if (!mq.addEventListener) return;
            mq.addEventListener("change", () => {
              if (state.themeChosen) return;
              setTheme(preferredTheme());
              render();
            });
          },
        );
      }
    }

    // The place kept for the lesson when the address names none.
    function readPlace() {
      const place = questions.place();
      if (!place) return;
      state.scene = clamp(place.scene, 0, data.scenes.length - 1);
      state.index = indexOfStep(scene(), place.step);
    }

    // What explorer.js needs of the player: the data, the words, the scene shown and the stage.
    function publish() {
      const player = {
        data,
        t,
        local,
        language: () => state.lang,
        scene,
        sceneStep: () => step().step ?? state.index,
        useStage,
        staged: () => stage,
        // The moment link the fragment named and nothing has shown yet.
        moment: () => state.moment,
        forgetMoment: () => {
          state.moment = null;
          writeFragment();
        },
        render,
        onLanguage: (listener) => languageListeners.push(listener),
        onFragment: (listener) => fragmentListeners.push(listener),
      };
      window.cubelabPlayer = player;
      document.dispatchEvent(new CustomEvent("cubelab-player", { detail: player }));
    }

    build();
    if (!readFragment()) readPlace();
    setTheme(state.theme);
    renderLanguage();
    render();
    listen();
    publish();
  }
})();
