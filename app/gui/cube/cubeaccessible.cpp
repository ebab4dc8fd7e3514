#include "cube/cubeaccessible.h"

#include "common/collectivetexts.h"
#include "common/spokennotice.h"
#include "cube/hypercubeview.h"
#include "cube/nodevaluetext.h"

#include <QPointer>
#include <QWindow>

namespace cubelab::gui {

namespace {

// A child of the view: a node or a message, by its index. It holds nothing of the trace: every
// answer is read from the view when it is asked.
class CubeChild : public QAccessibleInterface
{
public:
    CubeChild(HypercubeView* view, int index) : mView(view), mIndex(index) {}

    HypercubeView* view() const { return mView; }
    int index() const { return mIndex; }

    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return mView ? mView->window()->windowHandle() : nullptr; }
    QList<QPair<QAccessibleInterface*, QAccessible::Relation>>
    relations(QAccessible::Relation) const override
    {
        return {};
    }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override
    {
        return mView ? QAccessible::queryAccessibleInterface(mView) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    void setText(QAccessible::Text, const QString&) override {}

protected:
    CubeAccessible* cube() const
    {
        return mView ? dynamic_cast<CubeAccessible*>(parent()) : nullptr;
    }

private:
    QPointer<HypercubeView> mView;
    int mIndex;
};

class NodeChild : public CubeChild
{
public:
    using CubeChild::CubeChild;

    bool isValid() const override
    {
        const CubeAccessible* c = cube();
        return c && index() < c->nodeCount();
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return {};
        const auto node = static_cast<NodeId>(index());
        if (t == QAccessible::Name)
            return QString::fromStdString(view()->trace()->cube().address(node));
        if (t == QAccessible::Description)
            return cube()->nodeDescription(node);
        return {};
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.selectable = true;
        const auto node = static_cast<NodeId>(index());
        s.focused = view()->focusedNode() == node;
        s.selected = view()->selectedNode() == node;
        s.invisible = rect().isEmpty();
        return s;
    }
    QRect rect() const override
    {
        if (!isValid())
            return {};
        return cube()->onScreen(
            view()->nodeRect(static_cast<NodeId>(index()), QRectF(view()->rect())));
    }
};

class MessageChild : public CubeChild
{
public:
    using CubeChild::CubeChild;

    bool isValid() const override
    {
        const CubeAccessible* c = cube();
        return c && static_cast<std::size_t>(index()) < c->messages().size();
    }
    QAccessible::Role role() const override { return QAccessible::StaticText; }
    QString text(QAccessible::Text t) const override
    {
        if (!isValid() || t != QAccessible::Name)
            return {};
        return CollectiveTexts::messageText(*view()->trace(),
                                            cube()->messages()[static_cast<std::size_t>(index())]);
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.invalid = !isValid();
        s.readOnly = true;
        return s;
    }
    QRect rect() const override
    {
        if (!isValid())
            return {};
        // Where it travels: from the sender's box to the receiver's.
        const Message& m = cube()->messages()[static_cast<std::size_t>(index())];
        const QRectF target(view()->rect());
        return cube()->onScreen(view()->nodeRect(m.from, target) | view()->nodeRect(m.to, target));
    }
};

QAccessibleInterface* makeInterface(const QString& className, QObject* object)
{
    if (className == QLatin1String(HypercubeView::staticMetaObject.className()))
        if (auto* view = qobject_cast<HypercubeView*>(object))
            return new CubeAccessible(view);
    return nullptr;
}

} // namespace

void CubeAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(&makeInterface);
        return true;
    }();
    (void)installed;
}

CubeAccessible::CubeAccessible(HypercubeView* view) : QAccessibleWidget(view, QAccessible::List) {}

CubeAccessible::~CubeAccessible()
{
    for (QAccessible::Id id : std::as_const(mNodes))
        QAccessible::deleteAccessibleInterface(id);
    for (QAccessible::Id id : std::as_const(mMessages))
        QAccessible::deleteAccessibleInterface(id);
}

HypercubeView* CubeAccessible::view() const
{
    return static_cast<HypercubeView*>(widget());
}

CubeAccessible* CubeAccessible::of(HypercubeView* view)
{
    return dynamic_cast<CubeAccessible*>(QAccessible::queryAccessibleInterface(view));
}

int CubeAccessible::nodeCount() const
{
    const auto trace = view()->trace();
    return trace && !view()->exceedsMaxDimension() ? static_cast<int>(trace->nodeCount()) : 0;
}

std::span<const Message> CubeAccessible::messages() const
{
    const auto trace = view()->trace();
    const int step = view()->step();
    if (nodeCount() == 0 || step < 1 || static_cast<std::size_t>(step) > trace->stepCount())
        return {};
    return trace->messages(trace->steps()[static_cast<std::size_t>(step - 1)]);
}

QString CubeAccessible::nodeDescription(NodeId node) const
{
    const auto trace = view()->trace();
    const auto step = static_cast<std::size_t>(view()->step());
    QStringList parts{NodeValueText::plainText(*trace, node, step)};
    const QString messages = CollectiveTexts::nodeMessages(*trace, node, step);
    if (!messages.isEmpty())
        parts << messages;
    else if (view()->isNodeDone(node))
        parts << tr("done");
    if (view()->root() == node)
        parts << HypercubeView::tr("the root");
    return parts.join(QStringLiteral("; "));
}

QRect CubeAccessible::onScreen(const QRectF& rect) const
{
    if (rect.isEmpty())
        return {};
    const QRect r = rect.toAlignedRect();
    return QRect(view()->mapToGlobal(r.topLeft()), r.size());
}

QAccessible::Role CubeAccessible::role() const
{
    return QAccessible::List;
}

QString CubeAccessible::text(QAccessible::Text t) const
{
    const QString own = QAccessibleWidget::text(t);
    if (!own.isEmpty())
        return own;
    if (t == QAccessible::Name)
        return tr("Hypercube");
    const auto trace = view()->trace();
    if (t == QAccessible::Description && trace)
        return CollectiveTexts::caption(*trace, static_cast<std::size_t>(view()->step()));
    return {};
}

int CubeAccessible::childCount() const
{
    return nodeCount() + static_cast<int>(messages().size());
}

QAccessibleInterface* CubeAccessible::child(int index) const
{
    const int nodes = nodeCount();
    if (index < 0 || index >= childCount())
        return nullptr;
    const bool node = index < nodes;
    QHash<int, QAccessible::Id>& made = node ? mNodes : mMessages;
    const int key = node ? index : index - nodes;
    if (const auto found = made.constFind(key); found != made.cend())
        return QAccessible::accessibleInterface(*found);
    QAccessibleInterface* child =
        node ? static_cast<QAccessibleInterface*>(new NodeChild(view(), key))
             : static_cast<QAccessibleInterface*>(new MessageChild(view(), key));
    made.insert(key, QAccessible::registerAccessibleInterface(child));
    return child;
}

int CubeAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    const auto* c = dynamic_cast<const CubeChild*>(child);
    if (!c || c->view() != view() || !c->isValid())
        return -1;
    return dynamic_cast<const NodeChild*>(c) ? c->index() : nodeCount() + c->index();
}

QAccessibleInterface* CubeAccessible::childAt(int x, int y) const
{
    const QPointF at = view()->mapFromGlobal(QPoint(x, y));
    const QRectF target(view()->rect());
    for (int node = 0; node < nodeCount(); ++node)
        if (view()->nodeRect(static_cast<NodeId>(node), target).contains(at))
            return child(node);
    return nullptr;
}

QAccessibleInterface* CubeAccessible::focusChild() const
{
    const auto node = view()->focusedNode();
    return node && static_cast<int>(*node) < nodeCount() ? child(static_cast<int>(*node)) : nullptr;
}

void CubeAccessible::announceChildren(QAccessible::Event type, int firstNode, int endNode) const
{
    for (int node = firstNode; node < endNode; ++node)
        if (const auto found = mNodes.constFind(node); found != mNodes.cend()) {
            QAccessibleEvent event(QAccessible::accessibleInterface(*found), type);
            QAccessible::updateAccessibility(&event);
        }
}

void CubeAccessible::traceChanged(HypercubeView* view)
{
    CubeAccessible* cube = of(view);
    if (!cube)
        return;
    QAccessibleEvent description(view, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&description);
    cube->mAnnouncedMessages = static_cast<int>(cube->messages().size());
    if (cube->childCount() <= kAnnouncedChildren) {
        QAccessibleEvent reorder(view, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
    }
}

void CubeAccessible::stepChanged(HypercubeView* view)
{
    CubeAccessible* cube = of(view);
    if (!cube)
        return;
    // The view's description is the step's caption: a screen reader on the view speaks it.
    QAccessibleEvent description(view, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&description);
    // The nodes' descriptions change with the step; a screen reader on a node speaks its new one.
    const int nodes = cube->nodeCount();
    if (nodes <= kAnnouncedChildren) {
        cube->announceChildren(QAccessible::DescriptionChanged, 0, nodes);
    } else if (const auto node = view->focusedNode()) {
        cube->announceChildren(QAccessible::DescriptionChanged, static_cast<int>(*node),
                               static_cast<int>(*node) + 1);
    }
    // The messages are other children now.
    const int messages = static_cast<int>(cube->messages().size());
    if (messages != cube->mAnnouncedMessages && cube->childCount() <= kAnnouncedChildren) {
        QAccessibleEvent reorder(view, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
    }
    cube->mAnnouncedMessages = messages;
    // Orca 43 speaks none of these description changes (Qt 6.4 sends them without the text):
    // the caption, and the focused node's new s_i, are said as a notice (SpokenNotice). Not
    // while the window opens: its focus says the view's caption then.
    if (view->isVisible())
        SpokenNotice::say(view, cube->stepSpeech());
}

QString CubeAccessible::stepSpeech() const
{
    const QString caption = text(QAccessible::Description);
    const auto node = view()->focusedNode();
    if (!view()->hasFocus() || !node || static_cast<int>(*node) >= nodeCount())
        return caption;
    return tr("%1 Node %2: %3")
        .arg(caption, QString::fromStdString(view()->trace()->cube().address(*node)),
             nodeDescription(*node));
}

void CubeAccessible::focusChanged(HypercubeView* view)
{
    CubeAccessible* cube = of(view);
    if (!cube)
        return;
    if (QAccessibleInterface* node = cube->focusChild()) {
        QAccessibleEvent focus(node, QAccessible::Focus);
        QAccessible::updateAccessibility(&focus);
    }
}

} // namespace cubelab::gui
