#pragma once

class QWidget;

namespace cw {

// Names every field of the forms (QFormLayout) under `root` by its row's label, as a screen
// reader reads it (issue 54): each label becomes its field's buddy, which also gives the
// label's mnemonic to the field. Panels make their rows with empty labels worded later
// (retranslate), which QFormLayout does not link to their fields.
void nameFieldsByLabels(QWidget *root);

} // namespace cw
