#include "HostNarration.h"

#include "Language.h"
#include "core/GameRegistry.h"
#include "core/NarrationLanguage.h"

#include <QMutex>
#include <QTranslator>

#include <map>

namespace cw {

namespace {

// The translation of `language`, loaded once for the whole process (the French one is about
// 500 kB, and a host holds many games): QTranslator::translate reads it from any thread, as
// QCoreApplication::translate does. One that could not be loaded stays empty: the English source
// text is then used, never the application's translators.
const QTranslator *translatorOf(const QString &language)
{
    static QMutex mutex;
    static std::map<QString, std::unique_ptr<QTranslator>> loaded;
    const QMutexLocker lock(&mutex);
    auto found = loaded.find(language);
    if (found == loaded.end()) {
        auto translator = std::make_unique<QTranslator>();
        if (!Language::load(translator.get(), language))
            qWarning("coursewright-server: no translation for \"%s\"", qPrintable(language));
        found = loaded.emplace(language, std::move(translator)).first;
    }
    return found->second.get();
}

} // namespace

QStringList HostNarration::languages()
{
    return Language::available();
}

QString HostNarration::fallbackLanguage()
{
    return QStringLiteral("en");
}

HostNarration::HostNarration(const QString &language, const QTranslator *translator)
    : m_language(language), m_translator(translator)
{
}

std::unique_ptr<HostNarration> HostNarration::create(const QString &language,
                                                     const GameSetup &setup,
                                                     const std::vector<Action> &actions,
                                                     QString *error)
{
    std::unique_ptr<HostNarration> narration(new HostNarration(language, translatorOf(language)));
    narration->m_game = GameRegistry::create(setup, error);
    if (!narration->m_game)
        return nullptr;
    narration->m_game->setRecordLog(true);
    {
        const NarrationLanguage words(narration->m_translator);
        narration->m_log = narration->m_game->takeLog();
    }
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (!narration->m_game->isLegal(actions[i])) {
            *error = QStringLiteral("action %1 is not legal").arg(i);
            return nullptr;
        }
        narration->apply(actions[i]);
    }
    return narration;
}

HostNarration::Worded HostNarration::apply(Action action)
{
    const NarrationLanguage words(m_translator);
    m_moves.add(*m_game, action);
    m_game->apply(action);
    Worded worded{m_game->takeLog(), m_moves.revealed(*m_game)};
    m_log.append(worded.log);
    if (m_log.size() > 2 * MaxLogHistory)
        m_log.remove(0, m_log.size() - MaxLogHistory);
    return worded;
}

} // namespace cw
