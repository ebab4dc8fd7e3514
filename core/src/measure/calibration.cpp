#include "cubelab/calibration.h"

#include "cubelab/errors.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

namespace cubelab {

namespace {

std::string figure(double value)
{
    std::ostringstream out;
    out.precision(3);
    out << value;
    return out.str();
}

// |a - b| at most `tolerance` of the larger.
bool agree(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

bool sameClass(const DimensionFit& a, const DimensionFit& b, double tolerance)
{
    if (a.shared != b.shared)
        return false;
    if (a.shared && !agree(a.sharedBandwidth, b.sharedBandwidth, tolerance))
        return false;
    return agree(a.single.latency, b.single.latency, tolerance) &&
           agree(a.single.bandwidth, b.single.bandwidth, tolerance);
}

std::string sizeText(std::uint64_t bytes)
{
    return std::to_string(bytes) + " B";
}

} // namespace

LinkFit fitLink(const std::vector<PingPongSample>& samples)
{
    std::set<std::uint64_t> sizes;
    for (const PingPongSample& s : samples) {
        if (!std::isfinite(s.seconds) || s.seconds <= 0.0)
            throw InputError("a ping-pong time of " + figure(s.seconds) + " s for " +
                             sizeText(s.bytes) + ": a time must be a positive number of seconds");
        sizes.insert(s.bytes);
    }
    if (sizes.size() < 2)
        throw InputError("a latency and a bandwidth need ping-pong times for at least two "
                         "message sizes; got " +
                         std::to_string(sizes.size()));

    // Scaled so that the sums stay well within a double's range and precision.
    const double xScale = static_cast<double>(*sizes.rbegin());
    double tMin = samples.front().seconds;
    for (const PingPongSample& s : samples)
        tMin = std::min(tMin, s.seconds);
    double sw = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const PingPongSample& s : samples) {
        const double x = static_cast<double>(s.bytes) / xScale;
        const double y = s.seconds;
        const double w = (tMin / y) * (tMin / y);
        sw += w;
        sx += w * x;
        sy += w * y;
        sxx += w * x * x;
        sxy += w * x * y;
    }
    const double det = sw * sxx - sx * sx;
    double slope = det > 0.0 ? (sw * sxy - sx * sy) / det : 0.0; // seconds per xScale bytes
    double latency = (sy - slope * sx) / sw;

    LinkFit fit;
    if (!(latency > 0.0) || !std::isfinite(latency)) {
        fit.clamps.push_back("the fitted latency was " + figure(latency) + " s; " +
                             figure(kMinLatency) + " s is used");
        latency = kMinLatency;
        double num = 0, den = 0;
        for (const PingPongSample& s : samples) {
            const double x = static_cast<double>(s.bytes) / xScale;
            const double w = (tMin / s.seconds) * (tMin / s.seconds);
            num += w * x * (s.seconds - latency);
            den += w * x * x;
        }
        slope = den > 0.0 ? num / den : 0.0;
    }
    fit.latency = latency;
    const double bandwidth = xScale / slope;
    if (slope > 0.0 && std::isfinite(bandwidth) && bandwidth > 0.0) {
        fit.bandwidth = bandwidth;
    } else {
        // The times do not grow with the size: the largest message over its time is what the
        // link carried at least.
        const PingPongSample* largest = &samples.front();
        for (const PingPongSample& s : samples)
            if (s.bytes > largest->bytes ||
                (s.bytes == largest->bytes && s.seconds > largest->seconds))
                largest = &s;
        fit.bandwidth = static_cast<double>(largest->bytes) / largest->seconds;
        fit.clamps.push_back("the times did not grow with the message size; the bandwidth is "
                             "the largest message over its time, " +
                             figure(fit.bandwidth) + " bytes/s");
    }
    return fit;
}

Calibration calibrate(const CalibrationSamples& samples, const CalibrationSettings& settings)
{
    if (samples.dimensions.empty())
        throw InputError("a calibration needs the samples of at least one link dimension");
    if (samples.pairs < 1)
        throw InputError("a calibration needs at least one pair a dimension; got " +
                         std::to_string(samples.pairs));
    Calibration result;
    for (std::size_t d = 0; d < samples.dimensions.size(); ++d) {
        const DimensionSamples& in = samples.dimensions[d];
        if (in.link != static_cast<int>(d) + 1)
            throw InputError("the samples of link dimension " + std::to_string(d + 1) +
                             " are missing (found link " + std::to_string(in.link) + " there)");
        DimensionFit fit;
        fit.link = in.link;
        fit.single = fitLink(in.single);
        for (const std::string& clamp : fit.single.clamps)
            result.clamps.push_back("link " + std::to_string(in.link) + ": " + clamp);
        if (samples.pairs > 1 && !in.concurrent.empty()) {
            fit.measuredConcurrent = true;
            fit.concurrent = fitLink(in.concurrent);
            for (const std::string& clamp : fit.concurrent.clamps)
                result.clamps.push_back("link " + std::to_string(in.link) +
                                        ", all pairs: " + clamp);
            fit.slowdown = fit.concurrent.bandwidth / fit.single.bandwidth;
            fit.shared = fit.slowdown < settings.sharedBelow;
            if (fit.shared)
                fit.sharedBandwidth = samples.pairs * fit.concurrent.bandwidth;
        }
        result.dimensions.push_back(fit);
    }

    // Each dimension joins the first class whose first member it agrees with, so the classes
    // do not drift along a chain of small differences; a class's figures are its members' means.
    std::vector<std::vector<const DimensionFit*>> classes;
    for (const DimensionFit& fit : result.dimensions) {
        auto joins = std::find_if(classes.begin(), classes.end(), [&](const auto& members) {
            return sameClass(*members.front(), fit, settings.classTolerance);
        });
        if (joins == classes.end())
            classes.push_back({&fit});
        else
            joins->push_back(&fit);
    }

    Machine& m = result.machine;
    m.id = settings.id;
    m.name = settings.name.empty() ? settings.id : settings.name;
    m.maxDimension = static_cast<int>(samples.dimensions.size());
    m.duplex = Duplex::Full;
    m.elementBytes = samples.elementBytes;
    if (std::isfinite(samples.combineSeconds) && samples.combineSeconds >= 0.0) {
        m.combineSeconds = samples.combineSeconds;
    } else {
        m.combineSeconds = 0.0;
        result.clamps.push_back("the combine time was " + figure(samples.combineSeconds) +
                                " s an element; 0 is used");
    }
    for (const auto& members : classes) {
        LinkClass lc;
        double latency = 0, bandwidth = 0, shared = 0;
        for (const DimensionFit* fit : members) {
            lc.links.push_back(fit->link);
            latency += fit->single.latency;
            bandwidth += fit->single.bandwidth;
            shared += fit->sharedBandwidth;
        }
        const double n = static_cast<double>(members.size());
        lc.latency = latency / n;
        lc.bandwidth = bandwidth / n;
        if (members.front()->shared) {
            lc.sharedBandwidth = shared / n;
            lc.sharedDirections = SharedDirections::Each;
        }
        m.linkClasses.push_back(lc);
    }
    m.note = settings.note;
    if (!result.clamps.empty()) {
        m.note += (m.note.empty() ? "" : " ");
        m.note += "Clamped:";
        for (const std::string& clamp : result.clamps)
            m.note += " " + clamp + ".";
    }
    validate(m);
    return result;
}

} // namespace cubelab
