#include "hypercubeview.h"

#include <QApplication>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    cubelab::gui::HypercubeView view;
    view.show();
    return app.exec();
}
