#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

// How much larger than designed the boards draw their text (issue 54: View > Text Size): one
// factor for the whole process, which every QML engine reads through this singleton. Boards write
// a text's size as its designed size times `factor` (`font.pixelSize: 13 * TextScale.factor`),
// so a change redraws them at once. Sizes drawn to fit a piece (a mark on a token) do not follow.
// The app sets it (app/TextSize.h); 1 until then.
class TextScale : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(qreal factor READ factor NOTIFY factorChanged)

public:
    // The one instance, owned here (never by an engine).
    static TextScale *instance();
    static TextScale *create(QQmlEngine *, QJSEngine *);

    qreal factor() const { return m_factor; }
    // Clamped to 0.5…3.
    void setFactor(qreal factor);

signals:
    void factorChanged();

private:
    // Private, so QML cannot build an instance of its own per engine (at factor 1) and must call
    // create(): an inherited public constructor (`using QObject::QObject`) stays public.
    TextScale() = default;
    qreal m_factor = 1;
};
