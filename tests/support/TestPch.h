// The precompiled header of the shared test executables (cw_add_test): Qt Test and the Qt and
// standard headers most suites include, parsed once per executable instead of once per suite.
// Only what the executable links is included (QT_*_LIB say which), so every suite sees the same
// declarations it would see without it. No project header: changing one must not rebuild every
// suite.
#include <QtTest/QSignalSpy>
#include <QtTest/QTest>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

#ifdef QT_GUI_LIB
#include <QImage>
#include <QPainter>
#endif
#ifdef QT_WIDGETS_LIB
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QUndoStack>
#include <QWidget>
#endif
#ifdef QT_QUICK_LIB
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#endif
