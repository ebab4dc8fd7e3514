#include "costtext.h"

#include "cubelab/machinejson.h"

#include <cmath>
#include <cstdio>

namespace cubelab::cli {

std::string formatSeconds(double seconds)
{
    struct Unit
    {
        double scale;
        const char* name;
    };
    static const Unit units[] = {{1.0, "s"}, {1e-3, "ms"}, {1e-6, "µs"}, {1e-9, "ns"}};
    const Unit* unit = &units[3];
    for (const Unit& u : units)
        if (std::abs(seconds) >= u.scale) {
            unit = &u;
            break;
        }
    if (seconds == 0.0)
        unit = &units[0];
    char text[64];
    std::snprintf(text, sizeof text, "%.5g %s", seconds / unit->scale, unit->name);
    return text;
}

Machine machineArgument(const QString& value)
{
    return loadMachine(value.toStdString());
}

std::string linksText(const std::vector<int>& links)
{
    std::string text;
    for (int link : links)
        text += (text.empty() ? "" : ",") + std::to_string(link);
    return text;
}

std::string machineLine(const Machine& machine)
{
    return machine.id + ": " + machine.name;
}

std::string machineChoices(const Machine& machine)
{
    std::string both;
    std::string each;
    for (const LinkClass& lc : machine.linkClasses) {
        if (!lc.sharedBandwidth)
            continue;
        std::string& list = lc.sharedDirections == SharedDirections::Both ? both : each;
        list += (list.empty() ? "" : "; ") + linksText(lc.links);
    }
    std::string text;
    if (both.empty() && each.empty())
        text = "no shared capacity";
    if (!both.empty())
        text = "shared capacity for both directions together (links " + both + ")";
    if (!each.empty())
        text += (text.empty() ? "" : ", ") +
                std::string("shared capacity for each direction (links ") + each + ")";
    if (machine.duplex == Duplex::Full)
        return text + "; full duplex";
    return text + "; half duplex, an exchange's two latencies " +
           (machine.exchangeLatency == ExchangeLatency::Add ? "add" : "overlap");
}

Json machineChoicesJson(const Machine& machine)
{
    Json shared = Json::array();
    for (const LinkClass& lc : machine.linkClasses)
        if (lc.sharedBandwidth)
            shared.push_back(
                {{"links", lc.links},
                 {"sharedDirections", std::string(sharedDirectionsName(lc.sharedDirections))}});
    return {{"duplex", std::string(duplexName(machine.duplex))},
            {"exchangeLatency", std::string(exchangeLatencyName(machine.exchangeLatency))},
            {"sharedClasses", shared}};
}

std::string rate(double bytesPerSecond)
{
    char text[48];
    if (bytesPerSecond >= 1e9)
        std::snprintf(text, sizeof text, "%.4g GB/s", bytesPerSecond / 1e9);
    else if (bytesPerSecond >= 1e6)
        std::snprintf(text, sizeof text, "%.4g MB/s", bytesPerSecond / 1e6);
    else
        std::snprintf(text, sizeof text, "%.4g kB/s", bytesPerSecond / 1e3);
    return text;
}

std::string padded(std::string text, std::size_t width)
{
    std::size_t characters = 0;
    for (char c : text)
        characters +=
            (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0; // not a continuation byte
    if (characters < width)
        text.append(width - characters, ' ');
    return text;
}

Json phaseOrderJson(const PhaseOrder& phase)
{
    return {{"phase", std::string(phaseName(phase.phase))},
            {"order", phase.order},
            {"seconds", phase.seconds},
            {"optimalOrders", phase.optimalOrders},
            {"allOrders", phase.allOrders},
            {"lectureOrder", phase.lectureOrder},
            {"lectureSeconds", phase.lectureSeconds},
            {"concurrency", phase.concurrency}};
}

} // namespace cubelab::cli
