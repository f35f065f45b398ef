/**
 * The back office's form parts are the kit's (app/components/ui, decision 019); these names are
 * kept for the admin dialogs that import them from here.
 */
export {
  describedBy,
  Field as FieldFrame,
  FieldMessages,
  fieldErrorId,
  fieldHintId,
  RequiredMark,
  type FieldProps,
} from "#app/components/ui/field";
export { borderClass, controlClass, TextField } from "#app/components/ui/input";
export { TextAreaField } from "#app/components/ui/textarea";
export { SelectField, type SelectOption } from "#app/components/ui/select";
export { SwitchField } from "#app/components/ui/switch";
