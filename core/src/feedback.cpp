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
        {"load-too-high",
         {"Link {link} carries {messages} messages; the best possible is {best}.",
          "Link {link} trägt {messages} Nachrichten; möglich ist {best}."}},
        {"load-position",
         {"Your order uses link {link} in step {step}, and in that step {messages} messages "
          "cross it: a link's load depends only on where it stands in the order.",
          "Ihre Reihenfolge benutzt Link {link} in Schritt {step}, und in diesem Schritt gehen "
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
        {"broadcast-right",
         {"Right: every predicted step matches the broadcast from node {root}.",
          "Richtig: Jeder vorhergesagte Schritt stimmt mit dem Broadcast von Knoten {root} "
          "überein."}},
        {"broadcast-root-invalid",
         {"Node {root} is not in this cube: choose a root from 0 to {last}.",
          "Knoten {root} gehört nicht zu diesem Würfel: Wählen Sie eine Wurzel von 0 bis {last}."}},
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
         {"Right: after step {step} node {node} holds {value}.",
          "Richtig: Nach Schritt {step} hat Knoten {node} den Wert {value}."}},
        {"value-unreadable",
         {"The answer cannot be read ({reason}). Write an expression such as (a_2+a_6) or "
          "[(a_0+a_4)+(a_2+a_6)], or a number.",
          "Die Antwort ist nicht lesbar ({reason}). Schreiben Sie einen Ausdruck wie (a_2+a_6) "
          "oder [(a_0+a_4)+(a_2+a_6)] oder eine Zahl."}},
        {"value-wrong",
         {"Node {node} holds something else after step {step}.",
          "Knoten {node} hat nach Schritt {step} einen anderen Wert."}},
        {"value-node-sends",
         {"Node {node} sends across link {link} to node {partner} in step {step} and keeps its "
          "value.",
          "Knoten {node} sendet in Schritt {step} über Link {link} an Knoten {partner} und "
          "behält seinen Wert."}},
        {"value-node-idle",
         {"Node {node} takes no part in step {step} and keeps its value.",
          "Knoten {node} ist an Schritt {step} nicht beteiligt und behält seinen Wert."}},
        {"value-before-step",
         {"That is what node {node} holds before step {step}; in the step it receives from "
          "node {partner} across link {link}.",
          "Das hat Knoten {node} vor Schritt {step}; im Schritt empfängt er von Knoten {partner} "
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
