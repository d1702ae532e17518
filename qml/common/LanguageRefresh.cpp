#include "LanguageRefresh.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QEvent>

namespace {

// Watches the application object for LanguageChange (QCoreApplication::installTranslator and
// removeTranslator post one there); a child of the model it refreshes.
class LanguageWatch : public QObject {
public:
    explicit LanguageWatch(QAbstractItemModel *model) : QObject(model), m_model(model)
    {
        if (QCoreApplication *app = QCoreApplication::instance())
            app->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
            const int rows = m_model->rowCount(), columns = m_model->columnCount();
            if (rows > 0 && columns > 0)
                emit m_model->dataChanged(m_model->index(0, 0),
                                          m_model->index(rows - 1, columns - 1));
        }
        return false;
    }

private:
    QAbstractItemModel *m_model;
};

} // namespace

void refreshOnLanguageChange(QAbstractItemModel *model)
{
    new LanguageWatch(model);
}
