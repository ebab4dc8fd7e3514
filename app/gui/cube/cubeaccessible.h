#pragma once
// CubeAccessible: the hypercube view as a screen reader sees it (docs/gui.md, "Accessibility of
// the cube"). The view is a list; its children are first the nodes, by id, then the current
// step's messages. A node is named by its address ("000") and described by its s_i in the
// lecture's plain form, its value and its part in the step ("s_0 = [(a_0+a_4)+(a_2+a_6)]+…;
// value 36; receives from 001 on link 1; the root"); a message is named by what it does ("001
// sends to 000 on link 1"). The texts come from NodeValueText and CollectiveTexts, as the
// view's and the partial results' do. The view's description is the step's caption.
//
// Cheap for a 10-cube's 1,024 nodes: a child is made when a screen reader asks for it, by its
// index, is no QObject, and reads the view whenever it is asked, so it is never stale. The view
// tells of its changes (traceChanged, stepChanged, focusChanged) and they are sent on as events.
//
// Contracts that tests from outside the program (AT-SPI) rely on; keep them: the view's object
// has the nodes as its first children, named by their addresses "000" … "111"; a node's
// description starts with "s_i = " and the whole s_i as the lecture writes it (a_0, not a₀).

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QHash>
#include <cubelab/trace.h>
#include <span>

namespace cubelab::gui {

class HypercubeView;

class CubeAccessible : public QAccessibleWidget
{
    Q_DECLARE_TR_FUNCTIONS(CubeAccessible)

public:
    // Up to this many children every change of them is announced; above, a screen reader
    // reads them afresh when it goes there (announcing 2,048 children at every step would
    // cost more than the step).
    static constexpr int kAnnouncedChildren = 256;

    // Makes this the interface of every HypercubeView, once (the view's constructor calls it).
    static void install();

    explicit CubeAccessible(HypercubeView* view);
    ~CubeAccessible() override;

    // What changed in the view, sent on to a screen reader.
    static void traceChanged(HypercubeView* view);
    static void stepChanged(HypercubeView* view);
    // The focused node moved, or the view took the focus with a node selected.
    static void focusChanged(HypercubeView* view);

    QAccessible::Role role() const override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    HypercubeView* view() const;
    // The nodes the view draws (none without a trace, or beyond its largest cube).
    int nodeCount() const;
    // The messages of the view's current step (none at step 0).
    std::span<const Message> messages() const;
    // A node's description: its s_i, its messages in the step (or that it is done), the root.
    QString nodeDescription(NodeId node) const;
    // What a screen reader is to say at a step change: the caption and, while the view has the
    // focus on a node, that node and its description.
    QString stepSpeech() const;
    // Where the view draws the rectangle, on the screen.
    QRect onScreen(const QRectF& rect) const;

private:
    static CubeAccessible* of(HypercubeView* view);
    void announceChildren(QAccessible::Event type, int firstNode, int endNode) const;

    // Children made so far, by index: nodes by id, messages by their place in the step.
    mutable QHash<int, QAccessible::Id> mNodes;
    mutable QHash<int, QAccessible::Id> mMessages;
    int mAnnouncedMessages = 0; // the step's messages when the children were last announced
};

} // namespace cubelab::gui
