#pragma once

class QAbstractItemModel;

// Makes `model` announce every row and column as changed (dataChanged, all roles) whenever the
// application's language changes (QEvent::LanguageChange reaching the application object), so
// that texts the model translates when they are read (card names) are read again at once rather
// than at the next move. The watch lives as long as the model.
void refreshOnLanguageChange(QAbstractItemModel *model);
