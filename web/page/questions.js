// A lesson's questions on the page, asked as the window asks them (docs/web-page.md,
// "Questions"): a free answer — an s_i in the lecture's brackets, a link order, a range, a
// broadcast's steps, a node program — sent as the answer's JSON of its exercise kind to the
// page's engine (cubelab.check, engine.js) and its verdict shown as plain text in #feedback.
// Next at an open question reveals its answer (the data's `reveal`, worked out as the window's
// clicker works it out). The student's progress is kept in the browser (localStorage, under
// the lesson's id). Plain script, no modules: the player (player.js) calls
// window.cubelabQuestions(context); every word is the data's (context.t), none is written here.
(function () {
  "use strict";

  const STORAGE_VERSION = 1;

  // The progress kept for a lesson: the scene and step reached and, per exercise, the last
  // answer checked, the attempts and whether it was answered right or revealed. A storage that
  // cannot be read (corrupt, another version, a browser that refuses it) is ignored: a fresh start.
  function progressStore(lessonId) {
    const key = lessonId ? `cubelab:lesson:${lessonId}` : null;
    const fresh = () => ({ version: STORAGE_VERSION, scene: null, step: null, exercises: {} });
    let progress = fresh();
    if (key) {
      try {
        const held = JSON.parse(window.localStorage.getItem(key));
        const sound =
          held &&
          held.version === STORAGE_VERSION &&
          held.exercises &&
          typeof held.exercises === "object" &&
          !Array.isArray(held.exercises);
        if (sound) progress = { ...fresh(), ...held };
      } catch {
        progress = fresh();
      }
    }
    const save = () => {
      if (!key) return;
      try {
        window.localStorage.setItem(key, JSON.stringify(progress));
      } catch {
        // A full or refused storage: the progress lives as long as the page.
      }
    };
    return {
      place: () =>
        Number.isInteger(progress.scene) && Number.isInteger(progress.step)
          ? { scene: progress.scene, step: progress.step }
          : null,
      setPlace(scene, step) {
        if (progress.scene === scene && progress.step === step) return;
        progress.scene = scene;
        progress.step = step;
        save();
      },
      exercise(id) {
        const entry = progress.exercises[id];
        return entry && typeof entry === "object" ? entry : null;
      },
      update(id, change) {
        const entry = { attempts: 0, right: false, revealed: false, ...(this.exercise(id) || {}) };
        Object.assign(entry, change(entry));
        progress.exercises[id] = entry;
        save();
      },
    };
  }

  // The engine: null when this browser has none (a page without it, or one that cannot start).
  async function engine() {
    const api = window.cubelab;
    if (!api || !api.ready) return null;
    try {
      return await api.ready;
    } catch {
      return null;
    }
  }

  window.cubelabQuestions = function (context) {
    const { data, t, local, make, labelled } = context;
    const store = progressStore(typeof data.lesson === "string" ? data.lesson : null);
    // What #feedback shows for the scene's question: {answer} (a checked answer, checked again
    // in another language), {reveal: true}, {hint: key}, {message} or {ran: steps}.
    let shownResult = null;
    let fields = null; // the form's reading of the answer: () => answer JSON or {hint, focus}
    let revealedHere = false; // revealed in this visit of the scene
    let rightHere = false; // answered right in this visit of the scene
    let cameBack = false; // the scene entered from the one after it, at its end
    let goingBack = false; // the player is moving back into the scene before

    const question = () => context.scene().question || null;
    const input = (props) =>
      make("input", {
        type: "text",
        autocomplete: "off",
        autocapitalize: "off",
        spellcheck: false,
        ...props,
      });

    // ---- the forms: each returns its fields and a reader of the answer ----

    function valueForm(q) {
      const text = input({ id: "answer-text", name: "text", class: "answer-text" });
      return {
        nodes: [labelled(t("yourValue"), text, "wide")],
        fill: (a) => (text.value = a.text || ""),
        read: () => {
          if (!text.value.trim()) return { hint: "answerFirst", focus: text };
          return { type: "value", step: q.step, node: q.node, text: text.value.trim() };
        },
      };
    }

    function orderForm() {
      const order = input({ id: "answer-order", name: "order" });
      return {
        nodes: [labelled(t("yourOrder"), order, "wide")],
        fill: (a) => (order.value = (a.order || []).join(", ")),
        read: () => {
          const parts = order.value.split(/[\s,;]+/).filter(Boolean);
          if (!parts.length) return { hint: "answerFirst", focus: order };
          if (!parts.every((p) => /^\d{1,2}$/.test(p) && Number(p) >= 1 && Number(p) <= 20))
            return { hint: "notAnOrder", focus: order };
          return { type: "order", order: parts.map(Number) };
        },
      };
    }

    function rangeForm(q) {
      const never = make("input", { type: "checkbox", id: "never", name: "never" });
      const from = make("select", { id: "from", name: "from" });
      const to = make("select", { id: "to", name: "to" });
      (q.lengths || []).forEach((n) => {
        from.append(make("option", { value: String(n), text: String(n) }));
        to.append(make("option", { value: String(n), text: String(n) }));
      });
      to.append(make("option", { value: "", text: t("noEnd") }));
      to.value = "";
      const sync = () => {
        from.disabled = never.checked;
        to.disabled = never.checked;
        const low = Number(from.value);
        Array.from(to.options).forEach((o) => (o.disabled = o.value !== "" && Number(o.value) < low));
        if (to.value !== "" && Number(to.value) < low) to.value = from.value;
      };
      never.addEventListener("change", sync);
      from.addEventListener("change", sync);
      sync();
      return {
        nodes: [
          make("label", { class: "option" }, never, make("span", { text: t("never") })),
          make("div", { class: "fields" }, labelled(t("from"), from), labelled(t("to"), to)),
        ],
        fill: (a) => {
          never.checked = !!a.never;
          if (!a.never) {
            from.value = String(a.low);
            to.value = a.high === null || a.high === undefined ? "" : String(a.high);
          }
          sync();
        },
        read: () =>
          never.checked
            ? { type: "range", never: true, low: 1, high: null }
            : {
                type: "range",
                never: false,
                low: Number(from.value),
                high: to.value === "" ? null : Number(to.value),
              },
      };
    }

    function broadcastForm(q) {
      const addresses = q.addresses || [];
      const address = (n) => addresses[n] ?? String(n);
      const root = make("select", { id: "root", name: "root", disabled: !!q.fixedRoot });
      addresses.forEach((a, n) => root.append(make("option", { value: String(n), text: a })));
      root.value = String(q.root ?? 0);
      const grid = make("div", { class: "fields predictions" });
      const steps = Array.from({ length: (q.links || 0) + 1 }, (_, k) => k);
      // One compact cell a node (its address and its step), the whole sentence as its name.
      const predictions = (q.nodes || []).map((n) => {
        const select = make("select", {
          name: `node-${n}`,
          "data-node": String(n),
          "aria-label": `${t("node")} ${address(n)} ${t("receivesIn")}`,
        });
        steps.forEach((s) =>
          select.append(make("option", { value: String(s), text: s === 0 ? t("rootStep") : String(s) })),
        );
        select.value = "";
        grid.append(labelled(address(n), select));
        return { node: n, select };
      });
      return {
        nodes: [
          make("div", { class: "fields" }, labelled(t("root"), root)),
          make("p", { class: "predictions-head", text: `${t("node")}: ${t("receivesIn")}` }),
          grid,
        ],
        fill: (a) => {
          if (!q.fixedRoot) root.value = String(a.root);
          predictions.forEach(({ node, select }) => {
            const k = a.steps && a.steps[String(node)];
            select.value = k === undefined ? "" : String(k);
          });
        },
        read: () => {
          const empty = predictions.find(({ select }) => select.value === "");
          if (empty) return { hint: "chooseOne", focus: empty.select };
          const steps = {};
          predictions.forEach(({ node, select }) => (steps[String(node)] = Number(select.value)));
          return { type: "broadcast", root: Number(root.value), steps };
        },
      };
    }

    function programForm(q) {
      const template = q.template || {};
      const source = make("textarea", {
        id: "program-source",
        name: "source",
        class: "program-source",
        rows: 14,
        spellcheck: false,
        autocapitalize: "off",
        autocomplete: "off",
        wrap: "off",
      });
      source.value = template.source || "";
      const run = make("button", { type: "button", id: "run-program", text: t("run") });
      run.addEventListener("click", () => runProgram(q, template.fileName, source.value));
      return {
        nodes: [labelled(t("program"), source, "wide")],
        extra: [run],
        fill: (a) => (source.value = a.source || source.value),
        read: () => {
          if (!source.value.trim()) return { hint: "answerFirst", focus: source };
          return { type: "program", fileName: template.fileName || "program.lua", source: source.value };
        },
      };
    }

    const FORMS = {
      value: valueForm,
      order: orderForm,
      range: rangeForm,
      broadcast: broadcastForm,
      program: programForm,
    };

    // ---- checking ----

    async function check(q, answer) {
      shownResult = { answer };
      const api = await engine();
      if (!api) return show({ hint: "engineMissing" }, true);
      store.update(q.exercise, (entry) => ({ attempts: entry.attempts + 1, answer }));
      const result = show({ answer }, true);
      const verdict = result && result.verdict;
      if (verdict && verdict.correct) store.update(q.exercise, () => ({ right: true }));
      return result;
    }

    // The verdict of the shown answer, in the page's language now; null when the engine refused
    // the answer (its message instead).
    function verdictOf(q, answer) {
      try {
        return { verdict: JSON.parse(window.cubelab.check(q.exercise, answer, context.language())) };
      } catch (error) {
        return { message: String((error && error.message) || error) };
      }
    }

    // Runs a program on the exercise's scenario: the number of steps, or the engine's message.
    async function ran(q, fileName, source) {
      const api = await engine();
      if (!api) return { hint: "engineMissing" };
      const program = { fileName: fileName || "program.lua", source };
      try {
        const trace = JSON.parse(api.run({ ...(q.scenario || {}), algorithm: "program", program }));
        return { ran: Array.isArray(trace.steps) ? trace.steps.length : 0 };
      } catch (error) {
        return { message: String((error && error.message) || error) };
      }
    }

    async function runProgram(q, fileName, source) {
      show(await ran(q, fileName, source), true);
    }

    // ---- showing ----

    function lines(feedback, ...texts) {
      texts
        .filter((x) => x !== null && x !== undefined && x !== "")
        .forEach((text, i) => feedback.append(make("p", { class: i === 0 ? "verdict" : "", text })));
    }

    // The checker's verdict as the Exercises panel says it: a right answer whose first line says
    // so itself ("Right: …") has it as its headline, so that nothing is said twice; otherwise
    // the checker's verdict heads the lines.
    function showVerdict(feedback, v) {
      const said = (v.feedback || []).map((f) => f.text);
      feedback.className = v.correct ? "right" : "wrong";
      const mark = v.correct ? "✓ " : "✗ ";
      if (v.correct && v.saysRight && said.length) lines(feedback, mark + said[0], ...said.slice(1));
      else lines(feedback, mark + v.verdict, ...said);
    }

    // Shows a result in #feedback (plain text, never HTML); returns what it showed.
    function show(result, fresh = false) {
      const feedback = document.getElementById("feedback");
      const cont = document.getElementById("continue");
      const q = question();
      if (!feedback || !q) return null;
      shownResult = result;
      feedback.className = "";
      feedback.replaceChildren();
      cont.hidden = true;
      if (!result) return null;
      if (result.hint) {
        feedback.className = "hint";
        lines(feedback, t(result.hint));
        if (fresh && result.focus) result.focus.focus();
        return result;
      }
      if (result.message !== undefined) {
        feedback.className = "wrong";
        lines(feedback, result.message);
        return result;
      }
      if (result.ran !== undefined) {
        feedback.className = "answer";
        lines(feedback, t("ran", result.ran));
        return result;
      }
      if (result.reveal) {
        const said = local(q.reveal && q.reveal.said) || [];
        feedback.className = "answer";
        lines(feedback, t("answer"), ...said);
        cont.hidden = !context.moreScenes();
        return result;
      }
      const checked = verdictOf(q, result.answer);
      if (checked.message !== undefined) {
        feedback.className = "wrong";
        lines(feedback, checked.message);
        return checked;
      }
      const v = checked.verdict;
      showVerdict(feedback, v);
      rightHere = rightHere || v.correct;
      cont.hidden = !(v.correct && context.moreScenes());
      if (fresh && !cont.hidden) cont.focus();
      return checked;
    }

    // ---- the question of the scene ----

    function render(sceneChanged) {
      const q = question();
      const box = context.box;
      box.hidden = !q;
      if (sceneChanged) {
        revealedHere = false;
        rightHere = false;
        shownResult = null;
        cameBack = goingBack;
      }
      goingBack = false;
      if (!q) {
        box.replaceChildren();
        fields = null;
        return;
      }
      const heading = make(
        "h3",
        { id: "question-title" },
        make("span", { class: "question-kind", text: t("question") }),
        make("span", { text: local(q.title) }),
      );
      box.setAttribute("aria-labelledby", "question-title");
      const task = make("div", { class: "task", html: local(q.task) });
      const form = make("form", { id: "question-form", novalidate: true });
      const feedback = make("div", { id: "feedback", role: "status", "aria-live": "polite" });
      const cont = make("button", { type: "button", id: "continue", text: t("continue"), hidden: true });
      cont.addEventListener("click", () => context.continue());
      const actions = make("div", { class: "actions" });
      const makeForm = FORMS[q.form];
      fields = makeForm ? makeForm(q) : null;
      if (fields) {
        form.append(...fields.nodes);
        actions.append(make("button", { type: "submit", id: "check", class: "primary", text: t("check") }));
        (fields.extra || []).forEach((node) => actions.append(node));
      } else {
        actions.append(
          make("button", { type: "submit", id: "show-answer", class: "primary", text: t("showAnswer") }),
        );
      }
      form.append(actions);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        if (!fields) {
          reveal();
          return;
        }
        const answer = fields.read();
        if (answer.hint) show(answer, true);
        else check(q, answer);
      });
      box.replaceChildren(heading, task, form, feedback, cont);
      restore(q);
    }

    // What the scene shows of its question when drawn: the answer kept for it (checked again),
    // or the answer revealed where the scene has gone past the question's starting step.
    function restore(q) {
      const kept = store.exercise(q.exercise);
      if (kept && kept.answer && fields) fields.fill(kept.answer);
      if (shownResult) {
        showChecked(q, shownResult);
        return;
      }
      if (kept && kept.answer && kept.right) {
        showChecked(q, { answer: kept.answer });
      } else if ((context.passed() || cameBack) && q.reveal) {
        shownResult = { reveal: true };
        show(shownResult);
      }
    }

    // A result shown again (a language changed, a scene drawn anew): a checked answer is checked
    // once the engine runs, if the scene still asks the question then.
    function showChecked(q, result) {
      shownResult = result;
      if (!result.answer) {
        show(result);
        return;
      }
      engine().then((api) => {
        if (question() !== q || shownResult !== result) return;
        show(api ? result : { hint: "engineMissing" });
      });
    }

    function reveal() {
      const q = question();
      if (!q || !q.reveal) return;
      revealedHere = true;
      store.update(q.exercise, () => ({ revealed: true }));
      if (q.reveal.answer && fields) fields.fill(q.reveal.answer);
      show({ reveal: true }, true);
    }

    // Next at the scene's question: true when it revealed an open one (the caller then plays
    // the answering step), false when there is none to reveal.
    function revealOnNext() {
      const q = question();
      if (!q || !q.reveal || revealedHere || cameBack || context.passed()) return false;
      if (rightHere) return false;
      reveal();
      return true;
    }

    // ---- the program exercises every page offers (data.exercises) ----

    const sources = new Map(); // what the student wrote, kept while the language changes

    function exercisePanel(ex, i) {
      const prefix = `exercise-${i + 1}`;
      const template = ex.template || {};
      const fileName = template.fileName || "program.lua";
      const source = make("textarea", {
        id: `${prefix}-source`,
        class: "program-source",
        rows: 14,
        spellcheck: false,
        autocapitalize: "off",
        autocomplete: "off",
        wrap: "off",
      });
      source.value = sources.has(ex.exercise) ? sources.get(ex.exercise) : template.source || "";
      source.addEventListener("input", () => sources.set(ex.exercise, source.value));
      const feedback = make("div", {
        id: `${prefix}-feedback`,
        class: "feedback",
        role: "status",
        "aria-live": "polite",
      });
      const say = (result) => {
        feedback.className = "feedback";
        feedback.replaceChildren();
        if (result.verdict) {
          showVerdict(feedback, result.verdict);
          feedback.classList.add("feedback");
        } else if (result.hint) lines(feedback, t(result.hint));
        else if (result.message !== undefined) {
          feedback.classList.add("wrong");
          lines(feedback, result.message);
        } else lines(feedback, t("ran", result.ran));
      };
      const run = make("button", { type: "button", id: `${prefix}-run`, text: t("run") });
      run.addEventListener("click", async () => say(await ran(ex, fileName, source.value)));
      const form = make("form", { novalidate: true });
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const api = await engine();
        if (!api) return say({ hint: "engineMissing" });
        const answer = { type: "program", fileName, source: source.value };
        try {
          say({ verdict: JSON.parse(api.check(ex.exercise, answer, context.language())) });
        } catch (error) {
          say({ message: String((error && error.message) || error) });
        }
      });
      form.append(
        make("div", { class: "task", html: local(ex.task) }),
        labelled(t("program"), source, "wide"),
        make(
          "div",
          { class: "actions" },
          make("button", { type: "submit", class: "primary", text: t("check") }),
          run,
        ),
      );
      return make(
        "details",
        { class: "exercise" },
        make("summary", { text: local(ex.title) }),
        form,
        feedback,
      );
    }

    function renderExercises() {
      const box = context.exercisesBox;
      const list = Array.isArray(data.exercises) ? data.exercises : [];
      if (!box) return;
      box.hidden = !list.length;
      if (!list.length) return;
      const open = Array.from(box.querySelectorAll("details")).map((d) => d.open);
      box.setAttribute("aria-labelledby", "exercises-title");
      box.replaceChildren(
        make("h2", { id: "exercises-title", text: t("exercises") }),
        ...list.map(exercisePanel),
      );
      box.querySelectorAll("details").forEach((d, i) => (d.open = !!open[i]));
    }

    return {
      render,
      renderExercises,
      // Back into the scene before, at its end: its question shows its answer, as in the window.
      cameBack: () => (goingBack = true),
      revealOnNext,
      place: () => store.place(),
      setPlace: (scene, step) => store.setPlace(scene, step),
    };
  };
})();
