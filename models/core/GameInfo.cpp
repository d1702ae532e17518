#include "GameInfo.h"

#include "Echoed.h"

#include <QCoreApplication>

#include <algorithm>

namespace cw {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class GameOptionText {
    Q_DECLARE_TR_FUNCTIONS(cw::GameOption)
};

} // namespace

std::optional<QJsonValue> GameOption::read(const QJsonObject &options, QString *error) const
{
    const QJsonValue value = options.value(key);
    if (value.isUndefined())
        return defaultValue;
    const QString field = QStringLiteral("options.%1: ").arg(key);
    if (kind == Kind::Check) {
        if (value.isBool())
            return value;
        *error = field + GameOptionText::tr("must be true or false");
        return std::nullopt;
    }
    const auto known = std::find_if(choices.begin(), choices.end(),
                                    [&](const Choice &choice) { return choice.value == value; });
    if (known != choices.end())
        return value;
    QStringList allowed;
    for (const Choice &choice : choices)
        allowed.append(choice.value.toVariant().toString());
    *error =
        field + GameOptionText::tr("must be one of %1").arg(allowed.join(QStringLiteral(", ")));
    return std::nullopt;
}

bool GameOption::checkKeys(const std::vector<GameOption> &offered, const QJsonObject &values,
                           const QString &gameName, QString *error)
{
    QStringList keys;
    for (const GameOption &option : offered)
        keys.append(option.key);
    for (auto it = values.begin(); it != values.end(); ++it) {
        if (keys.contains(it.key()))
            continue;
        const QString field = QStringLiteral("options.%1: ").arg(echoed(it.key()));
        *error =
            field + (keys.isEmpty()
                         ? GameOptionText::tr("not an option of %1 (it has none)").arg(gameName)
                         : GameOptionText::tr("not an option of %1 (its options: "
                                              "%2)")
                               .arg(gameName, keys.join(QStringLiteral(", "))));
        return false;
    }
    return true;
}

} // namespace cw
