#!/usr/bin/env python3
"""Checks markupc's lexicographic solves against an independent LP solver (HiGHS, through SciPy).

Each JSON file in DIR holds one constraint system as markupc states it (SEMANTICS.md §2.0) and the
values markupc's solver found for it:
  {"n": variables, "cons": [{"p": level, "r": "equal"|"lessOrEqual"|"greaterOrEqual", "c": constant,
   "t": [[variable, coefficient], ...]}, ...], "costs": [[variable, weight, level], ...], "ours": [...]}
(a constraint is `Σ coefficient·variable + constant  relation  0`; a variable with a cost is never
negative). Level by level from the highest, HiGHS minimises that level's sum of errors (and costs)
with every higher level held to markupc's own sum: markupc's answer is the lexicographic optimum
only if HiGHS finds nothing better at any level. Prints each system with a level HiGHS improves
on, then `N systems, K with a level off, U undecided` (undecided: HiGHS could not meet markupc's
own sums, a matter of its tolerances). Exit status 1 if K > 0.
"""
import glob
import json
import os
import sys

import numpy as np
import scipy.sparse as sparse
from scipy.optimize import linprog

OPTIONS = {"primal_feasibility_tolerance": 1e-9, "dual_feasibility_tolerance": 1e-9}


def check(path):
    """(problem or None, undecided)."""
    with open(path) as file:
        system = json.load(file)
    n, constraints, ours = system["n"], system["cons"], np.array(system["ours"], dtype=float)
    m = len(constraints)
    columns = n + 2 * m  # the variables, then two error columns per constraint
    rows, cols, values, right = [], [], [], []
    objective = {}  # level -> [(column, weight)]
    our_sum = {}  # level -> markupc's sum of errors and costs
    for index, constraint in enumerate(constraints):
        level, relation = constraint["p"], constraint["r"]
        value = constraint["c"]
        for variable, coefficient in constraint["t"]:
            rows.append(index)
            cols.append(variable)
            values.append(coefficient)
            value += coefficient * ours[variable]
        first, second = n + 2 * index, n + 2 * index + 1
        rows += [index, index]
        cols += [first, second]
        # a·x + c + e − s = 0 (≥: the error e costs; =: both cost), a·x + c − e + s = 0 (≤).
        values += [-1, 1] if relation == "lessOrEqual" else [1, -1]
        if relation == "equal":
            objective.setdefault(level, []).extend([(first, 1.0), (second, 1.0)])
            error = abs(value)
        elif relation == "lessOrEqual":
            objective.setdefault(level, []).append((first, 1.0))
            error = max(0.0, value)
        else:
            objective.setdefault(level, []).append((first, 1.0))
            error = max(0.0, -value)
        our_sum[level] = our_sum.get(level, 0.0) + error
        right.append(-constraint["c"])
    costed = set()
    for variable, weight, level in system.get("costs", []):
        costed.add(variable)
        objective.setdefault(level, []).append((variable, weight))
        our_sum[level] = our_sum.get(level, 0.0) + weight * ours[variable]
    equalities = sparse.csr_matrix((values, (rows, cols)), shape=(m, columns))
    bounds = [(0, None) if v in costed else (None, None) for v in range(n)] + [(0, None)] * (2 * m)
    held, limits = [], []
    granted = 0.0  # the room given above, which HiGHS may spend to do better below (a point of
    # room at weight 1 buys up to 10⁴ at a tie-break level, whose weights reach 10⁴ per point)
    for level in sorted(objective, reverse=True):
        cost = np.zeros(columns)
        for column, weight in objective[level]:
            cost[column] += weight
        ours_here = our_sum.get(level, 0.0)
        # Markupc's own sums above, with room for rounding, looser if HiGHS cannot meet them.
        for slack in (1e-12, 1e-9, 1e-7):
            result = linprog(
                cost, A_ub=sparse.vstack(held) if held else None,
                b_ub=np.array([limit + slack * max(1.0, abs(limit)) for limit in limits]) if held else None,
                A_eq=equalities, b_eq=np.array(right), bounds=bounds, method="highs", options=OPTIONS)
            if result.status == 0:
                break
        else:
            return None, True
        granted += slack * sum(max(1.0, abs(limit)) for limit in limits)
        best = result.fun
        if ours_here > best + 1e-6 * max(1.0, abs(best)) + 1e5 * granted:
            return f"level {level}: markupc's sum {ours_here:.9g}, HiGHS {best:.9g}", False
        held.append(sparse.csr_matrix(cost))
        limits.append(ours_here)
    return None, False


def main():
    if len(sys.argv) != 2:
        print("usage: check_lexicographic.py DIR", file=sys.stderr)
        return 2
    files = sorted(glob.glob(os.path.join(sys.argv[1], "*.json")))
    off = undecided = 0
    for path in files:
        problem, unknown = check(path)
        undecided += unknown
        if problem:
            off += 1
            print(f"{path}: {problem}")
    print(f"{len(files)} systems, {off} with a level off, {undecided} undecided")
    return 1 if off else 0


if __name__ == "__main__":
    sys.exit(main())
