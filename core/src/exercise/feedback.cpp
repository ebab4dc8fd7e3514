#include "cubelab/feedback.h"

#include "cubelab/errors.h"

#include <algorithm>
#include <cctype>

namespace cubelab {

namespace {

struct TemplateEntry
{
    std::string_view id;
    LocalizedText text;
};

// The placeholders each text uses are listed in docs/exercises.md; the tests render every
// entry in both languages and check that no placeholder is left over.
const std::vector<TemplateEntry>& templateTable()
{
    static const std::vector<TemplateEntry> table{
        // Shared by the kinds that take a link order.
        {"order-invalid",
         {"The order [{order}] is not a link order of this {dimension}-cube: give each of the "
          "links 1 to {dimension} exactly once.",
          "Die Reihenfolge [{order}] ist keine Link-Reihenfolge dieses {dimension}-Würfels: Geben "
          "Sie jeden der Links 1 bis {dimension} genau einmal an."}},

        // link-order-load
        {"load-right",
         {"Right: with the order [{order}] the links 1, 2, … carry {loads} messages; no order "
          "puts less on the high links.",
          "Richtig: Mit der Reihenfolge [{order}] tragen die Links 1, 2, … {loads} Nachrichten; "
          "keine Reihenfolge belastet die hohen Links weniger."}},
        {"answer-load",
         {"With the order [{order}] the links 1, 2, … carry {loads} messages; no order puts less "
          "on the high links.",
          "Mit der Reihenfolge [{order}] tragen die Links 1, 2, … {loads} Nachrichten; keine "
          "Reihenfolge belastet die hohen Links weniger."}},
        {"load-too-high",
         {"Link {link} carries {messages} messages; the best possible is {best}.",
          "Link {link} trägt {messages} Nachrichten; möglich ist {best}."}},
        {"load-position",
         {"Your order uses link {link} in step {step}), and in that step {messages} messages "
          "cross it: a link's load depends only on where it stands in the order.",
          "Ihre Reihenfolge benutzt Link {link} in Schritt {step}), und in diesem Schritt gehen "
          "{messages} Nachrichten über ihn: Die Last eines Links hängt nur davon ab, an welcher "
          "Stelle der Reihenfolge er steht."}},
        {"load-hint-broadcast",
         {"In Tree_Down the number of nodes that hold the data doubles in every step, so the "
          "link used first carries one message and the link used last carries p/2. Use the high "
          "links first.",
          "In Tree_Down verdoppelt sich in jedem Schritt die Zahl der Knoten, die die Daten "
          "haben: Der zuerst benutzte Link trägt eine Nachricht, der zuletzt benutzte p/2. "
          "Benutzen Sie die hohen Links zuerst."}},
        {"load-hint-reduce",
         {"In Tree_UpDo half of the nodes still taking part send in every step, so the link used "
          "first carries p/2 messages and the link used last carries one. Use the high links "
          "last.",
          "In Tree_UpDo sendet in jedem Schritt die Hälfte der noch beteiligten Knoten: Der "
          "zuerst benutzte Link trägt p/2 Nachrichten, der zuletzt benutzte eine. Benutzen Sie "
          "die hohen Links zuletzt."}},

        // broadcast-prediction
        {"answer-broadcast",
         {"The root {root} holds the data from the start; the others receive it in the steps "
          "{steps}.",
          "Die Wurzel {root} hat die Daten von Anfang an; die anderen empfangen sie in den "
          "Schritten {steps}."}},
        {"broadcast-right",
         {"Right: every predicted step matches the broadcast from node {root}.",
          "Richtig: Jeder vorhergesagte Schritt stimmt mit dem Broadcast von Knoten {root} "
          "überein."}},
        {"broadcast-root-invalid",
         {"Node {root} is not in this cube: choose a root from {first} to {last}.",
          "Knoten {root} gehört nicht zu diesem Würfel: Wählen Sie eine Wurzel von {first} bis "
          "{last}."}},
        {"broadcast-root-fixed",
         {"This exercise starts the broadcast at node {root}, not at node {given}.",
          "Diese Aufgabe startet den Broadcast bei Knoten {root}, nicht bei Knoten {given}."}},
        {"broadcast-missing",
         {"No step is predicted for node(s) {nodes}.",
          "Für Knoten {nodes} ist kein Schritt vorhergesagt."}},
        {"broadcast-wrong",
         {"Wrong step for node(s) {nodes}.", "Falscher Schritt für Knoten {nodes}."}},
        {"broadcast-root-step",
         {"The root {root} holds the data from the start: its step is 0.",
          "Die Wurzel {root} hat die Daten von Anfang an: Ihr Schritt ist 0."}},
        {"broadcast-rule",
         {"Relabel every node i as i XOR {root}: the root becomes 0 and the broadcast runs as "
          "from root 0. A node receives in the step of the last link of the order [{order}] "
          "whose bit is set in its relabelled number.",
          "Nummerieren Sie jeden Knoten i als i XOR {root} um: Die Wurzel wird zu 0, und der "
          "Broadcast läuft wie von Wurzel 0. Ein Knoten empfängt in dem Schritt des letzten "
          "Links der Reihenfolge [{order}], dessen Bit in seiner neuen Nummer gesetzt ist."}},

        // predict-value
        {"value-right",
         {"Right: after step {step}) node {node} holds {value}.",
          "Richtig: Nach Schritt {step}) hat Knoten {node} den Wert {value}."}},
        {"answer-value",
         {"After step {step}) node {node} holds {value}.",
          "Nach Schritt {step}) hat Knoten {node} den Wert {value}."}},
        {"value-unreadable",
         {"The answer cannot be read ({reason}). Write an expression such as (a_2+a_6) or "
          "[(a_0+a_4)+(a_2+a_6)], or a number.",
          "Die Antwort ist nicht lesbar ({reason}). Schreiben Sie einen Ausdruck wie (a_2+a_6) "
          "oder [(a_0+a_4)+(a_2+a_6)] oder eine Zahl."}},
        {"value-wrong",
         {"Node {node} holds something else after step {step}).",
          "Knoten {node} hat nach Schritt {step}) einen anderen Wert."}},
        {"value-node-sends",
         {"Node {node} sends across link {link} to node {partner} in step {step}) and keeps its "
          "value.",
          "Knoten {node} sendet in Schritt {step}) über Link {link} an Knoten {partner} und "
          "behält seinen Wert."}},
        {"value-node-idle",
         {"Node {node} takes no part in step {step}) and keeps its value.",
          "Knoten {node} ist an Schritt {step}) nicht beteiligt und behält seinen Wert."}},
        {"value-before-step",
         {"That is what node {node} holds before step {step}); in the step it receives from "
          "node {partner} across link {link}.",
          "Das hat Knoten {node} vor Schritt {step}); im Schritt empfängt er von Knoten {partner} "
          "über Link {link}."}},
        {"value-grouping",
         {"You have the right inputs but a different grouping: the brackets show which partial "
          "results meet in which step.",
          "Die Eingaben stimmen, aber die Klammerung nicht: Die Klammern zeigen, welche "
          "Teilergebnisse in welchem Schritt zusammenkommen."}},
        {"value-missing-leaves", {"Missing: {leaves}.", "Es fehlt: {leaves}."}},
        {"value-extra-leaves",
         {"Not part of this value: {leaves}.", "Gehört nicht zu diesem Wert: {leaves}."}},
        {"value-wrong-operator",
         {"This scenario combines with {operator}.", "Dieses Szenario verknüpft mit {operator}."}},

        // best-order
        {"answer-best-order",
         {"The order [{order}] takes {seconds}, and no order is faster; {ties} of the {all} "
          "orders reach this time.",
          "Die Reihenfolge [{order}] braucht {seconds}, und keine Reihenfolge ist schneller; "
          "{ties} der {all} Reihenfolgen erreichen diese Zeit."}},
        {"best-order-right",
         {"Right: your order takes {seconds}, and no order is faster; {ties} of the {all} orders "
          "reach this time.",
          "Richtig: Ihre Reihenfolge braucht {seconds}, und keine Reihenfolge ist schneller; "
          "{ties} "
          "der {all} Reihenfolgen erreichen diese Zeit."}},
        {"best-order-slower",
         {"Your order takes {seconds}; the best order takes {best}.",
          "Ihre Reihenfolge braucht {seconds}; die beste braucht {best}."}},
        {"best-order-step",
         {"In step {step}) your order uses link {link} while {messages} messages cross at once: "
          "the "
          "step takes {seconds}, the same step of the best order {best}.",
          "In Schritt {step}) benutzt Ihre Reihenfolge Link {link}, während {messages} Nachrichten "
          "gleichzeitig übertragen werden: Der Schritt dauert {seconds}, derselbe Schritt der "
          "besten Reihenfolge {best}."}},
        {"best-order-hint",
         {"Every order uses each link once; what changes is how many messages cross a link at "
          "once. Give the slow links, and those that share their capacity, the steps in which "
          "the fewest messages travel.",
          "Jede Reihenfolge benutzt jeden Link einmal; es ändert sich, wie viele Nachrichten "
          "gleichzeitig über einen Link gehen. Legen Sie die langsamen Links und die, die sich "
          "eine Kapazität teilen, auf die Schritte, in denen die wenigsten Nachrichten "
          "unterwegs sind."}},

        // best-order for Rabenseifner's all-reduce
        {"rabenseifner-why",
         {"Your order crosses link {link} in the last reduce-scatter step, {step}), when each "
          "message carries {blocks} block(s) ({elements} elements): the step takes {seconds}. "
          "In the first step each message carries {firstBlocks} blocks; there link {link} would "
          "take {firstSeconds}.",
          "Ihre Reihenfolge benutzt Link {link} im letzten Schritt des Reduce-Scatter, {step}), "
          "wenn jede Nachricht {blocks} Block/Blöcke ({elements} Elemente) trägt: Der Schritt "
          "dauert {seconds}. Im ersten Schritt trägt jede Nachricht {firstBlocks} Blöcke; dort "
          "bräuchte Link {link} {firstSeconds}."}},
        {"rabenseifner-step",
         {"In reduce-scatter step {step}) your order uses link {link}, and each message carries "
          "{blocks} blocks ({elements} elements): the step takes {seconds}; the best order uses "
          "link {bestLink} there and takes {best}.",
          "Im Reduce-Scatter-Schritt {step}) benutzt Ihre Reihenfolge Link {link}, und jede "
          "Nachricht trägt {blocks} Blöcke ({elements} Elemente): Der Schritt dauert {seconds}; "
          "die beste Reihenfolge benutzt dort Link {bestLink} und braucht {best}."}},
        {"rabenseifner-hint",
         {"The reduce-scatter halves the messages in every step: p/2, p/4, … 1 blocks; the "
          "allgather, in the reversed order, doubles them again. A slow link costs least where "
          "the messages are smallest: put the slow links last in the reduce-scatter (and so "
          "first in the allgather).",
          "Der Reduce-Scatter halbiert die Nachrichten in jedem Schritt: p/2, p/4, … 1 Blöcke; "
          "der Allgather verdoppelt sie in umgekehrter Reihenfolge wieder. Ein langsamer Link "
          "kostet am wenigsten, wo die Nachrichten am kleinsten sind: Legen Sie die langsamen "
          "Links an das Ende des Reduce-Scatter (und damit an den Anfang des Allgather)."}},

        // predict-blocks
        {"answer-blocks",
         {"After step {step}) the nodes hold the blocks {blocks}.",
          "Nach Schritt {step}) halten die Knoten die Blöcke {blocks}."}},
        {"blocks-right",
         {"Right: after step {step}) every node holds {count} block(s), each combining {inputs} "
          "inputs.",
          "Richtig: Nach Schritt {step}) hält jeder Knoten {count} Block/Blöcke, jeder aus "
          "{inputs} Eingaben kombiniert."}},
        {"answer-blocks-count",
         {"Every node holds {count} block(s), each combining {inputs} inputs.",
          "Jeder Knoten hält {count} Block/Blöcke, jeder aus {inputs} Eingaben kombiniert."}},
        {"blocks-unreadable",
         {"This answer cannot be read ({reason}). Write for each node its blocks, such as "
          "\"3: 2, 3; 4: 4, 5\".",
          "Diese Antwort ist nicht lesbar ({reason}). Schreiben Sie für jeden Knoten seine "
          "Blöcke, etwa \"3: 2, 3; 4: 4, 5\"."}},
        {"blocks-wrong",
         {"Node {node} holds after step {step}) the blocks {held}, not {given}.",
          "Knoten {node} hält nach Schritt {step}) die Blöcke {held}, nicht {given}."}},
        {"blocks-inputs",
         {"The inputs each block of node {node} combines: {inputs}.",
          "Die Eingaben, die jeder Block von Knoten {node} kombiniert: {inputs}."}},
        {"blocks-missing",
         {"No blocks given for the nodes {nodes}.",
          "Keine Blöcke angegeben für die Knoten {nodes}."}},
        {"blocks-rule",
         {"In the step over link k a node keeps the blocks whose bit k equals its own bit k, "
          "sends the others to its partner and combines the partner's copies of those it keeps. "
          "After the steps over the links {links} a node holds the blocks that agree with its "
          "number in those bits: half as many after every step.",
          "Im Schritt über Link k behält ein Knoten die Blöcke, deren Bit k gleich seinem Bit k "
          "ist, schickt die anderen dem Partner und kombiniert die Kopien des Partners mit "
          "denen, die er behält. Nach den Schritten über die Links {links} hält ein Knoten die "
          "Blöcke, die in diesen Bits mit seiner Nummer übereinstimmen: nach jedem Schritt halb "
          "so viele."}},

        // cube-wins-range
        {"range-right",
         {"Right: Cube_Do is faster from {from} to {to} elements; from {crossover} elements on, "
          "Tree_Do in its best order is faster.",
          "Richtig: Cube_Do ist von {from} bis {to} Elementen schneller; ab {crossover} Elementen "
          "ist Tree_Do in der besten Reihenfolge schneller."}},
        {"range-right-open",
         {"Right: Cube_Do is faster from {from} elements up to the largest length compared, {max}.",
          "Richtig: Cube_Do ist ab {from} Elementen schneller, bis zur größten verglichenen Länge "
          "{max}."}},
        {"range-right-never",
         {"Right: for no length from 1 to {max} elements is Cube_Do faster than Tree_Do in its "
          "best order.",
          "Richtig: Für keine Länge von 1 bis {max} Elementen ist Cube_Do schneller als Tree_Do in "
          "der besten Reihenfolge."}},
        {"answer-range",
         {"Cube_Do is faster from {from} to {to} elements; from {crossover} elements on, Tree_Do "
          "in its best order is faster.",
          "Cube_Do ist von {from} bis {to} Elementen schneller; ab {crossover} Elementen ist "
          "Tree_Do in der besten Reihenfolge schneller."}},
        {"answer-range-open",
         {"Cube_Do is faster from {from} elements up to the largest length compared, {max}.",
          "Cube_Do ist ab {from} Elementen schneller, bis zur größten verglichenen Länge {max}."}},
        {"answer-range-never",
         {"For no length from 1 to {max} elements is Cube_Do faster than Tree_Do in its best "
          "order.",
          "Für keine Länge von 1 bis {max} Elementen ist Cube_Do schneller als Tree_Do in der "
          "besten Reihenfolge."}},
        {"range-invalid",
         {"The range {low} to {high} is empty: give the low end first.",
          "Der Bereich {low} bis {high} ist leer: Geben Sie das untere Ende zuerst an."}},
        {"range-cube-never-wins",
         {"Cube_Do is not faster than Tree_Do in its best order for any length from 1 to {max} "
          "elements.",
          "Cube_Do ist für keine Länge von 1 bis {max} Elementen schneller als Tree_Do in der "
          "besten Reihenfolge."}},
        {"range-never-wrong",
         {"Cube_Do is faster for some of the lengths compared (1 to {max} elements).",
          "Cube_Do ist für einige der verglichenen Längen (1 bis {max} Elemente) schneller."}},
        {"range-low-too-low",
         {"At {low} elements Cube_Do is not faster yet.",
          "Bei {low} Elementen ist Cube_Do noch nicht schneller."}},
        {"range-low-too-high",
         {"Cube_Do is faster below {low} elements too.",
          "Cube_Do ist auch unterhalb von {low} Elementen schneller."}},
        {"range-high-too-low",
         {"At {high} elements Cube_Do is still faster.",
          "Bei {high} Elementen ist Cube_Do noch schneller."}},
        {"range-high-too-high",
         {"At {high} elements Tree_Do in its best order is already faster.",
          "Bei {high} Elementen ist Tree_Do in der besten Reihenfolge schon schneller."}},
        {"range-no-end",
         {"Cube_Do does not stay faster for every longer vector: give an upper end.",
          "Cube_Do bleibt nicht für alle längeren Vektoren schneller: Geben Sie ein oberes Ende "
          "an."}},
        {"range-why",
         {"Cube_Do needs n steps, Tree_Do 2n: for short vectors the start-ups decide and Cube_Do "
          "wins. In every step of Cube_Do all p nodes send across one dimension, so for long "
          "vectors the slow links that share a capacity decide, and Tree_Do in its best order "
          "crosses them where few messages travel.",
          "Cube_Do braucht n Schritte, Tree_Do 2n: Bei kurzen Vektoren entscheiden die "
          "Startzeiten, und Cube_Do gewinnt. In jedem Schritt von Cube_Do senden alle p Knoten "
          "über eine Dimension; bei langen Vektoren entscheiden deshalb die langsamen Links, die "
          "sich eine Kapazität teilen, und Tree_Do in der besten Reihenfolge überquert sie dort, "
          "wo wenige Nachrichten unterwegs sind."}},

        // program
        {"program-right",
         {"Right: your program ends like {reference} in all {runs} runs it was checked on "
          "(dimensions, roots, operators and vector lengths), within the exercise's limits.",
          "Richtig: Ihr Programm endet in allen {runs} geprüften Läufen (Dimensionen, Wurzeln, "
          "Operatoren und Vektorlängen) wie {reference} und hält die Grenzen der Aufgabe ein."}},
        {"program-error",
         {"The program does not start: {message}", "Das Programm startet nicht: {message}"}},
        {"program-implements",
         {"The exercise asks for {expected}, but the program says implements = \"{implements}\". "
          "Write implements = \"{expected}\" at its top.",
          "Die Aufgabe verlangt {expected}, aber das Programm sagt implements = \"{implements}\". "
          "Schreiben Sie implements = \"{expected}\" an seinen Anfang."}},
        {"program-failed",
         {"On a {dimension}-cube with root {root}, operator {operator} and {elements} elements "
          "the program failed: {message}",
          "Auf einem {dimension}-Würfel mit Wurzel {root}, Operator {operator} und {elements} "
          "Elementen scheiterte das Programm: {message}"}},
        {"program-differs",
         {"On a {dimension}-cube with root {root}, operator {operator} and {elements} elements "
          "node {node} ends with {got}, but {reference} gives it {expected}.",
          "Auf einem {dimension}-Würfel mit Wurzel {root}, Operator {operator} und {elements} "
          "Elementen endet Knoten {node} mit {got}, {reference} gibt ihm aber {expected}."}},
        {"program-link-load",
         {"On a {dimension}-cube with root {root} link {link} carries {messages} messages; the "
          "exercise allows at most {most}.",
          "Auf einem {dimension}-Würfel mit Wurzel {root} trägt Link {link} {messages} "
          "Nachrichten; die Aufgabe erlaubt höchstens {most}."}},
        // A traced MPI program (TracedRunChecker): the one run that was traced.
        {"trace-right",
         {"Right: the traced run on the {dimension}-cube ({ranks} ranks) does what {reference} "
          "does, in {steps} "
          "steps, every message between neighbours and within the exercise's link limits.",
          "Richtig: Der aufgezeichnete Lauf auf dem {dimension}-Würfel ({ranks} Ranks) leistet, "
          "was {reference} "
          "leistet, in {steps} Schritten, jede Nachricht zwischen Nachbarn und in den Grenzen der "
          "Aufgabe für die "
          "Links."}},
        {"trace-collective",
         {"The run calls {collective} in step {step}): a collective of the MPI library does the "
          "work the exercise "
          "asks the program to do with its own messages.",
          "Der Lauf ruft in Schritt {step}) {collective} auf: Eine kollektive Operation der "
          "MPI-Bibliothek erledigt, "
          "was das Programm laut Aufgabe mit eigenen Nachrichten tun soll."}},
        {"trace-no-messages",
         {"The run sent no point-to-point message: there is nothing of {reference} to check.",
          "Der Lauf hat keine Punkt-zu-Punkt-Nachricht gesendet: Von {reference} gibt es nichts zu "
          "prüfen."}},
        {"trace-not-neighbour",
         {"The message {from}→{to} in step {step}) is not between neighbours: the nodes differ in "
          "the links {links}, "
          "so it would cross each of them. {reference} sends across one link at a time.",
          "Die Nachricht {from}→{to} in Schritt {step}) verbindet keine Nachbarn: Die Knoten "
          "unterscheiden sich in "
          "den Links {links}, sie würde also jeden davon kreuzen. {reference} sendet über je einen "
          "Link."}},
        {"trace-root-receives",
         {"{count} nodes receive nothing ({nodes}); a broadcast like {reference} starts at one "
          "root, and every "
          "other node receives its data.",
          "{count} Knoten empfangen nichts ({nodes}); ein Broadcast wie {reference} beginnt an "
          "einer Wurzel, und "
          "jeder andere Knoten empfängt ihre Daten."}},
        {"trace-root-sends",
         {"{count} nodes send nothing ({nodes}); a reduce like {reference} ends at one root, and "
          "every other node "
          "sends its partial result on.",
          "{count} Knoten senden nichts ({nodes}); eine Reduktion wie {reference} endet an einer "
          "Wurzel, und jeder "
          "andere Knoten gibt sein Teilergebnis weiter."}},
        {"trace-sends-early",
         {"Node {node} sends to {to} in step {step}) before it holds the root's data.",
          "Knoten {node} sendet in Schritt {step}) an {to}, bevor er die Daten der Wurzel hat."}},
        {"trace-value",
         {"The message {from}→{to} in step {step}) carries {got}; by then {from} holds {inputs} = "
          "{expected}.",
          "Die Nachricht {from}→{to} in Schritt {step}) trägt {got}; {from} hält zu dem Zeitpunkt "
          "{inputs} = "
          "{expected}."}},
        {"trace-broadcast-missed",
         {"Node {node} never receives the root's data: {reference} ends with every node holding "
          "it.",
          "Knoten {node} empfängt die Daten der Wurzel nie: Nach {reference} hat sie jeder "
          "Knoten."}},
        {"trace-reduce-missed",
         {"The root {node} ends without {inputs}: {reference} combines every node's input at the "
          "root.",
          "Die Wurzel {node} endet ohne {inputs}: {reference} verknüpft die Eingaben aller Knoten "
          "an der Wurzel."}},
        {"trace-allreduce-missed",
         {"Node {node} ends without {inputs}: {reference} gives every node the combination of all "
          "inputs.",
          "Knoten {node} endet ohne {inputs}: Nach {reference} hat jeder Knoten die Verknüpfung "
          "aller Eingaben."}},
        {"trace-link-load",
         {"On the traced {dimension}-cube link {link} carries {messages} messages; the exercise "
          "allows at most "
          "{most}.",
          "Auf dem aufgezeichneten {dimension}-Würfel trägt Link {link} {messages} Nachrichten; "
          "die Aufgabe erlaubt "
          "höchstens {most}."}},
    };
    return table;
}

} // namespace

std::string_view languageCode(Language language)
{
    return language == Language::German ? "de" : "en";
}

Language parseLanguage(std::string_view code)
{
    std::string l(code);
    std::transform(l.begin(), l.end(), l.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (l == "en")
        return Language::English;
    if (l == "de")
        return Language::German;
    throw InputError("unknown language '" + std::string(code) + "': choose en or de");
}

const std::vector<Language>& allLanguages()
{
    static const std::vector<Language> languages{Language::English, Language::German};
    return languages;
}

std::string_view FeedbackMessage::arg(std::string_view name) const
{
    for (const auto& [key, value] : args)
        if (key == name)
            return value;
    return {};
}

const LocalizedText* builtinFeedbackTemplate(std::string_view id)
{
    for (const TemplateEntry& entry : templateTable())
        if (entry.id == id)
            return &entry.text;
    return nullptr;
}

std::vector<std::string_view> builtinFeedbackIds()
{
    std::vector<std::string_view> ids;
    for (const TemplateEntry& entry : templateTable())
        ids.push_back(entry.id);
    return ids;
}

std::string renderFeedback(std::string_view templateText, const FeedbackMessage& message)
{
    std::string out;
    out.reserve(templateText.size() + 32);
    std::size_t pos = 0;
    while (pos < templateText.size()) {
        const std::size_t open = templateText.find('{', pos);
        if (open == std::string_view::npos)
            break;
        const std::size_t close = templateText.find('}', open + 1);
        if (close == std::string_view::npos)
            break;
        out.append(templateText.substr(pos, open - pos));
        const std::string_view name = templateText.substr(open + 1, close - open - 1);
        bool found = false;
        for (const auto& [key, value] : message.args) {
            if (key == name) {
                out += value;
                found = true;
                break;
            }
        }
        if (!found)
            out.append(templateText.substr(open, close - open + 1));
        pos = close + 1;
    }
    out.append(templateText.substr(pos));
    return out;
}

} // namespace cubelab
