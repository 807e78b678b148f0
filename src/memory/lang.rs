//! The memory-program language of §4.4 (T:L886-1178): boolean expressions (T:L942-959),
//! operational expressions (T:L965-1003) and statements (T:L1131-1140), a parser for the thesis's
//! listing syntax, and a compiler to flat code that the environment runs micro step by micro step.
//!
//! Flat code keeps the residual-statement semantics of →Op exactly: after a deferred operation
//! (op2, T:L1178) the pc stays on it; after `yield;` it moves past; an `if` condition is evaluated
//! once and never again after a yield inside a branch (T:L1168-1172).

/// Which cache an operation addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    L1,
    L2,
}

/// Boolean expressions (T:L942-945).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BExp {
    True,
    False,
    Not(Box<BExp>),
    And(Box<BExp>, Box<BExp>),
    Or(Box<BExp>, Box<BExp>),
    IsCached(Level),
}

/// Operational expressions (T:L965-971).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpExp {
    ReadMem,
    WriteMem,
    AtomOp,
    ReleaseRegs,
    WriteToRegs,
    Lock,
    Unlock,
    Read(Level),
    Write(Level),
    Reserve(Level),
    Update(Level),
    Evict(Level),
    Discard(Level),
    /// `classifyFirst` (`true`) / `classifyNormal` (`false`).
    Classify(Level, bool),
}

/// Statements (T:L1131).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemStm {
    Skip,
    Yield,
    End,
    Seq(Vec<MemStm>),
    If(BExp, Box<MemStm>, Box<MemStm>),
    Op(OpExp),
}

/// The output label of a micro step (YieldAction, T:L892).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YieldAction {
    Continue,
    Yield,
    End,
}

/// One instruction of compiled program code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ins {
    Op(OpExp),
    Yield,
    End,
    /// Jump to the target if the condition is false.
    JumpIfNot(BExp, u16),
    Jump(u16),
}

/// Deviation M12 (docs/deviations.md): drop every `yield` that comes right before a register
/// statement (`writeToRegs`, `releaseRegs`) in a sequence, so that a program's register tail
/// runs in the micro step of the statement before it. Those statements touch only the issuing
/// thread's registers, which are blocked until `releaseRegs` (no thread can read them, nor the
/// issuing thread itself), so the micro steps in between cannot observe the difference: the
/// program equals the schedule in which the tail runs right after the statement before it.
pub fn fuse_register_tail(s: MemStm) -> MemStm {
    let is_reg = |s: &MemStm| {
        matches!(
            s,
            MemStm::Op(OpExp::WriteToRegs) | MemStm::Op(OpExp::ReleaseRegs)
        )
    };
    match s {
        MemStm::Seq(v) => {
            let mut out: Vec<MemStm> = Vec::with_capacity(v.len());
            let mut it = v.into_iter().map(fuse_register_tail).peekable();
            while let Some(x) = it.next() {
                if x == MemStm::Yield && it.peek().is_some_and(is_reg) {
                    continue;
                }
                out.push(x);
            }
            MemStm::Seq(out)
        }
        MemStm::If(b, t, e) => MemStm::If(
            b,
            Box::new(fuse_register_tail(*t)),
            Box::new(fuse_register_tail(*e)),
        ),
        other => other,
    }
}

/// Parse a memory program in the thesis's listing syntax, e.g.
/// `if (!isCachedL1) { reserveL1; yield; } readL1; yield; end;`.
pub fn parse(src: &str) -> Result<MemStm, String> {
    let toks = tokenize(src);
    let mut p = Parser { toks, pos: 0 };
    let s = p.stms()?;
    if p.pos != p.toks.len() {
        return Err(format!("unexpected `{}`", p.toks[p.pos]));
    }
    Ok(s)
}

fn tokenize(src: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in src.chars() {
        if c.is_alphanumeric() || c == '_' {
            cur.push(c);
            continue;
        }
        if !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        if !c.is_whitespace() {
            out.push(c.to_string());
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

struct Parser {
    toks: Vec<String>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&str> {
        self.toks.get(self.pos).map(|s| s.as_str())
    }
    fn eat(&mut self, t: &str) -> Result<(), String> {
        if self.peek() == Some(t) {
            self.pos += 1;
            Ok(())
        } else {
            Err(format!("expected `{t}`, found {:?}", self.peek()))
        }
    }
    fn stms(&mut self) -> Result<MemStm, String> {
        let mut v = Vec::new();
        while let Some(t) = self.peek() {
            if t == "}" {
                break;
            }
            v.push(self.stm()?);
        }
        Ok(MemStm::Seq(v))
    }
    fn block(&mut self) -> Result<MemStm, String> {
        self.eat("{")?;
        let s = self.stms()?;
        self.eat("}")?;
        Ok(s)
    }
    fn stm(&mut self) -> Result<MemStm, String> {
        let t = self.peek().unwrap_or("").to_string();
        self.pos += 1;
        let s = match t.as_str() {
            ";" => return Ok(MemStm::Skip),
            "if" => {
                self.eat("(")?;
                let b = self.bexp()?;
                self.eat(")")?;
                let then = self.block()?;
                let els = if self.peek() == Some("else") {
                    self.pos += 1;
                    self.block()?
                } else {
                    MemStm::Skip // `if (b) {s}` = `if (b) {s} else {;}` (T:L1138-1140)
                };
                return Ok(MemStm::If(b, Box::new(then), Box::new(els)));
            }
            "yield" => MemStm::Yield,
            "end" => MemStm::End,
            op => MemStm::Op(op_of(op).ok_or_else(|| format!("unknown operation `{op}`"))?),
        };
        self.eat(";")?;
        Ok(s)
    }
    fn bexp(&mut self) -> Result<BExp, String> {
        let mut l = self.bterm()?;
        while matches!(self.peek(), Some("and") | Some("or")) {
            let and = self.peek() == Some("and");
            self.pos += 1;
            let r = self.bterm()?;
            l = if and {
                BExp::And(Box::new(l), Box::new(r))
            } else {
                BExp::Or(Box::new(l), Box::new(r))
            };
        }
        Ok(l)
    }
    fn bterm(&mut self) -> Result<BExp, String> {
        let t = self.peek().unwrap_or("").to_string();
        self.pos += 1;
        Ok(match t.as_str() {
            "!" => BExp::Not(Box::new(self.bterm()?)),
            "(" => {
                let b = self.bexp()?;
                self.eat(")")?;
                b
            }
            "true" => BExp::True,
            "false" => BExp::False,
            "isCachedL1" => BExp::IsCached(Level::L1),
            "isCachedL2" => BExp::IsCached(Level::L2),
            other => return Err(format!("unknown boolean expression `{other}`")),
        })
    }
}

fn op_of(name: &str) -> Option<OpExp> {
    use Level::*;
    use OpExp::*;
    Some(match name {
        "readMem" => ReadMem,
        "writeMem" => WriteMem,
        "atomOp" => AtomOp,
        "releaseRegs" => ReleaseRegs,
        "writeToRegs" => WriteToRegs,
        "lock" => Lock,
        "unlock" => Unlock,
        "readL1" => Read(L1),
        "readL2" => Read(L2),
        "writeL1" => Write(L1),
        "writeL2" => Write(L2),
        "reserveL1" => Reserve(L1),
        "reserveL2" => Reserve(L2),
        "updateL1" => Update(L1),
        "updateL2" => Update(L2),
        "evictL1" => Evict(L1),
        "evictL2" => Evict(L2),
        "discardL1" => Discard(L1),
        "discardL2" => Discard(L2),
        "classifyFirstL1" => Classify(L1, true),
        "classifyFirstL2" => Classify(L2, true),
        "classifyNormalL1" => Classify(L1, false),
        "classifyNormalL2" => Classify(L2, false),
        _ => return None,
    })
}

/// Compile a statement to flat code. Every program must end in `end;` (ERR-9: otherwise it could
/// never leave the pool, T:L1341); a trailing `Continue` is rejected.
pub fn compile(s: &MemStm) -> Result<Vec<Ins>, String> {
    let mut code = Vec::new();
    emit(s, &mut code);
    if code.last() != Some(&Ins::End) {
        return Err("program does not end with `end;` (ERR-9)".into());
    }
    Ok(code)
}

fn emit(s: &MemStm, code: &mut Vec<Ins>) {
    match s {
        MemStm::Skip => {}
        MemStm::Yield => code.push(Ins::Yield),
        MemStm::End => code.push(Ins::End),
        MemStm::Op(e) => code.push(Ins::Op(*e)),
        MemStm::Seq(v) => v.iter().for_each(|s| emit(s, code)),
        MemStm::If(b, t, e) => {
            let j = code.len();
            code.push(Ins::JumpIfNot(b.clone(), 0));
            emit(t, code);
            if **e == MemStm::Skip {
                let end = code.len() as u16;
                code[j] = Ins::JumpIfNot(b.clone(), end);
            } else {
                let k = code.len();
                code.push(Ins::Jump(0));
                let els = code.len() as u16;
                emit(e, code);
                let end = code.len() as u16;
                code[j] = Ins::JumpIfNot(b.clone(), els);
                code[k] = Ins::Jump(end);
            }
        }
    }
}

/// Decoded program code, what a micro step runs: one tag per statement, the operation and its
/// cache level together, so that a statement is one dispatch. A micro step visits an operation
/// picked at random, so every dispatch is an indirect jump the host cannot predict; `Ins::Op`
/// followed by the operation's own `match` paid two, and a condition a third.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    ReadMem,
    WriteMem,
    AtomOp,
    ReleaseRegs,
    WriteToRegs,
    Lock,
    Unlock,
    ReadL1,
    ReadL2,
    WriteL1,
    WriteL2,
    ReserveL1,
    ReserveL2,
    UpdateL1,
    UpdateL2,
    EvictL1,
    EvictL2,
    DiscardL1,
    DiscardL2,
    ClassifyFirstL1,
    ClassifyFirstL2,
    ClassifyNormalL1,
    ClassifyNormalL2,
    Yield,
    End,
    /// `JumpIfNot(!isCachedL1/L2, t)`, the programs' one shape of condition: jump to `t` when
    /// the request's bytes are cached in that cache.
    JumpIfCached(Level, u16),
    /// Any other condition: jump to the target when it is false.
    JumpIfNot(&'static BExp, u16),
    Jump(u16),
}

impl Step {
    /// The step of an operation.
    pub fn of_op(e: OpExp) -> Step {
        use Level::{L1, L2};
        match e {
            OpExp::ReadMem => Step::ReadMem,
            OpExp::WriteMem => Step::WriteMem,
            OpExp::AtomOp => Step::AtomOp,
            OpExp::ReleaseRegs => Step::ReleaseRegs,
            OpExp::WriteToRegs => Step::WriteToRegs,
            OpExp::Lock => Step::Lock,
            OpExp::Unlock => Step::Unlock,
            OpExp::Read(L1) => Step::ReadL1,
            OpExp::Read(L2) => Step::ReadL2,
            OpExp::Write(L1) => Step::WriteL1,
            OpExp::Write(L2) => Step::WriteL2,
            OpExp::Reserve(L1) => Step::ReserveL1,
            OpExp::Reserve(L2) => Step::ReserveL2,
            OpExp::Update(L1) => Step::UpdateL1,
            OpExp::Update(L2) => Step::UpdateL2,
            OpExp::Evict(L1) => Step::EvictL1,
            OpExp::Evict(L2) => Step::EvictL2,
            OpExp::Discard(L1) => Step::DiscardL1,
            OpExp::Discard(L2) => Step::DiscardL2,
            OpExp::Classify(L1, true) => Step::ClassifyFirstL1,
            OpExp::Classify(L2, true) => Step::ClassifyFirstL2,
            OpExp::Classify(L1, false) => Step::ClassifyNormalL1,
            OpExp::Classify(L2, false) => Step::ClassifyNormalL2,
        }
    }
}

/// Decode compiled code statement for statement (same indices, so jump targets carry over).
pub fn decode(code: &'static [Ins]) -> Vec<Step> {
    code.iter()
        .map(|i| match i {
            Ins::Op(e) => Step::of_op(*e),
            Ins::Yield => Step::Yield,
            Ins::End => Step::End,
            Ins::JumpIfNot(b, t) => match b {
                BExp::Not(x) => match **x {
                    BExp::IsCached(level) => Step::JumpIfCached(level, *t),
                    _ => Step::JumpIfNot(b, *t),
                },
                _ => Step::JumpIfNot(b, *t),
            },
            Ins::Jump(t) => Step::Jump(*t),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoding_keeps_every_statement_and_target() {
        let s = parse(
            "if (!isCachedL2) { reserveL2; yield; } else { classifyFirstL1; } \
             if (isCachedL1 and !isCachedL2) { evictL1; } writeToRegs; end;",
        )
        .unwrap();
        let code: &'static [Ins] = Vec::leak(compile(&s).unwrap());
        let d = decode(code);
        assert_eq!(d.len(), code.len());
        assert_eq!(d[0], Step::JumpIfCached(Level::L2, 4));
        assert_eq!(d[1], Step::ReserveL2);
        assert_eq!(d[2], Step::Yield);
        assert_eq!(d[3], Step::Jump(5));
        assert_eq!(d[4], Step::ClassifyFirstL1);
        assert!(matches!(d[5], Step::JumpIfNot(BExp::And(..), 7)));
        assert_eq!(&d[6..], [Step::EvictL1, Step::WriteToRegs, Step::End]);
    }

    #[test]
    fn parses_and_compiles_p4_2_shape() {
        let s = parse("if (!isCachedL1) { reserveL1; yield; } readL1; yield; end;").unwrap();
        let c = compile(&s).unwrap();
        assert_eq!(
            c,
            vec![
                Ins::JumpIfNot(BExp::Not(Box::new(BExp::IsCached(Level::L1))), 3),
                Ins::Op(OpExp::Reserve(Level::L1)),
                Ins::Yield,
                Ins::Op(OpExp::Read(Level::L1)),
                Ins::Yield,
                Ins::End,
            ]
        );
    }

    #[test]
    fn if_else_jumps_past_else_branch() {
        let c =
            compile(&parse("if (isCachedL2) { readL2; } else { readMem; } yield; end;").unwrap())
                .unwrap();
        assert_eq!(c[0], Ins::JumpIfNot(BExp::IsCached(Level::L2), 3));
        assert_eq!(c[2], Ins::Jump(4));
        assert_eq!(c[3], Ins::Op(OpExp::ReadMem));
    }

    #[test]
    fn rejects_programs_without_end_and_unknown_ops() {
        assert!(compile(&parse("writeToRegs; yield;").unwrap()).is_err());
        assert!(parse("frobnicate; end;").is_err());
        assert!(parse("if (isCachedL3) { ; } end;").is_err());
    }
}
