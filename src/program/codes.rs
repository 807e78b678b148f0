//! Diagnostic codes of the loader (`docs/diagnostics.md`, section "Loader"). Each code has one
//! meaning; tests match on them.

/// Unknown opcode.
pub const UNKNOWN_OPCODE: &str = "E0101";
/// Wrong number of operands.
pub const OPERAND_COUNT: &str = "E0102";
/// Wrong kind of operand (a label where a register is needed, ...).
pub const OPERAND_KIND: &str = "E0103";
/// Undeclared register or identifier.
pub const UNDECLARED: &str = "E0104";
/// Undefined label.
pub const UNDEFINED_LABEL: &str = "E0105";
/// Duplicate label in one scope.
pub const DUPLICATE_LABEL: &str = "E0106";
/// Type mismatch between an instruction and a register or immediate.
pub const TYPE_MISMATCH: &str = "E0107";
/// Unsupported directive, state space, modifier, type or instruction.
pub const UNSUPPORTED: &str = "E0108";
/// Missing type on an instruction or declaration.
pub const MISSING_TYPE: &str = "E0109";
/// Undefined function.
pub const UNDEFINED_FUNCTION: &str = "E0110";
// E0111 (a call of an `.extern` function) is retired: such calls load (docs/runtime.md).
/// Duplicate declaration in one scope.
pub const DUPLICATE_DECL: &str = "E0112";
/// Numeric (source-line) target without an instruction on that line (thesis dialect).
pub const BAD_LINE_TARGET: &str = "E0113";
/// Unknown or unsupported special register.
pub const SPECIAL_REGISTER: &str = "E0114";
/// Call arguments do not match the callee's parameters.
pub const CALL_ARGS: &str = "E0115";
/// Unknown modifier on an instruction.
pub const UNKNOWN_MODIFIER: &str = "E0116";
/// File could not be read.
pub const IO: &str = "E0117";
/// Constant expression cannot be evaluated (see `consts::E_CONST`).
pub const CONST_EXPR: &str = super::consts::E_CONST;
/// Duplicate function definition.
pub const DUPLICATE_FUNCTION: &str = "E0119";
/// A module declares more registers than the simulator stores ([`super::load::MAX_MODULE_REGS`]).
pub const TOO_MANY_REGISTERS: &str = "E0120";
/// Program-address consistency (T:L2965-2967) fails: a branch or token target outside its
/// function, or a call of no function.
pub const ADDRESS: &str = "E0309";
