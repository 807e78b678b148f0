//! Diagnostic codes of the loader (`docs/diagnostics.md`, section "Loader"). Each code has one
//! meaning; tests match on them.

/// Unknown opcode.
pub const UNKNOWN_OPCODE: &str = "E0201";
/// Wrong number of operands.
pub const OPERAND_COUNT: &str = "E0202";
/// Wrong kind of operand (a label where a register is needed, ...).
pub const OPERAND_KIND: &str = "E0203";
/// Undeclared register or identifier.
pub const UNDECLARED: &str = "E0204";
/// Undefined label.
pub const UNDEFINED_LABEL: &str = "E0205";
/// Duplicate label in one scope.
pub const DUPLICATE_LABEL: &str = "E0206";
/// Type mismatch between an instruction and a register or immediate.
pub const TYPE_MISMATCH: &str = "E0207";
/// Unsupported directive, state space, modifier, type or instruction.
pub const UNSUPPORTED: &str = "E0208";
/// Missing type on an instruction or declaration.
pub const MISSING_TYPE: &str = "E0209";
/// Undefined function.
pub const UNDEFINED_FUNCTION: &str = "E0210";
/// Call of a function that has no body (`.extern`).
pub const EXTERN_CALL: &str = "E0211";
/// Duplicate declaration in one scope.
pub const DUPLICATE_DECL: &str = "E0212";
/// Numeric (source-line) target without an instruction on that line (thesis dialect).
pub const BAD_LINE_TARGET: &str = "E0213";
/// Unknown or unsupported special register.
pub const SPECIAL_REGISTER: &str = "E0214";
/// Call arguments do not match the callee's parameters.
pub const CALL_ARGS: &str = "E0215";
/// Unknown modifier on an instruction.
pub const UNKNOWN_MODIFIER: &str = "E0216";
/// File could not be read.
pub const IO: &str = "E0217";
/// Constant expression cannot be evaluated (see `consts::E_CONST`).
pub const CONST_EXPR: &str = super::consts::E_CONST;
/// Duplicate function definition.
pub const DUPLICATE_FUNCTION: &str = "E0219";
