#include "TextScale.h"

#include <QJSEngine>

#include <algorithm>

TextScale *TextScale::instance()
{
    static TextScale *const scale = new TextScale; // lives as long as the process, as engines may
    return scale;
}

TextScale *TextScale::create(QQmlEngine *, QJSEngine *)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

void TextScale::setFactor(qreal factor)
{
    factor = std::clamp(factor, 0.5, 3.0);
    if (qFuzzyCompare(factor, m_factor))
        return;
    m_factor = factor;
    emit factorChanged();
}
