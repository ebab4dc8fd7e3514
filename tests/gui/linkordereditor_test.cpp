// The link order's editor in a narrow dock (the Exercises beside a comparison, scenes 9–12 of
// the lesson): the seven links of a 7-cube wrap onto further rows, and every link is whole in
// sight — none cut at the edge, none scrolled away.

#include "guitestutil.h"
#include "scenario/linkordereditor.h"

#include <QListWidget>
#include <gtest/gtest.h>

using namespace cubelab::gui;
using cubelab::gui::test::settle;

TEST(LinkOrderEditor, EveryLinkIsWholeInSightInANarrowDock)
{
    for (const int width : {180, 240, 600}) {
        SCOPED_TRACE(width);
        LinkOrderEditor editor;
        editor.setOrder({7, 6, 5, 4, 3, 2, 1});
        editor.resize(width, 200);
        editor.show();
        settle();
        auto* list = editor.findChild<QListWidget*>(QStringLiteral("linkOrderList"));
        ASSERT_NE(list, nullptr);
        const QRect inside = list->viewport()->rect();
        int top = inside.bottom();
        int bottom = inside.top();
        for (int row = 0; row < list->count(); ++row) {
            const QRect item = list->visualItemRect(list->item(row));
            EXPECT_TRUE(inside.contains(item)) << "link " << list->item(row)->text().toStdString();
            top = std::min(top, item.top());
            bottom = std::max(bottom, item.bottom());
        }
        // Narrow, the links take two rows or more; wide, one.
        const bool oneRow = bottom - top < 2 * list->visualItemRect(list->item(0)).height();
        EXPECT_EQ(oneRow, width == 600);
    }
}
