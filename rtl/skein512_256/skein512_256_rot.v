`default_nettype none
// The MIX rotate-and-xor of one 32-bit half: y = low32(x <<< amt) ^ z, or y = z when clr.
//
// A 64 -> 32 funnel: stage k (amount bit k, shift 2^k, largest first) keeps only the
// bits the later stages still need: t_k[i] for i = -(2^k - 1) .. 31 (indices mod 64),
// t_k[i] = amt[k] ? t_(k+1)[i - 2^k] : t_(k+1)[i], t_6 = x.  Widths 63, 47, 39, 35, 33,
// 32: 249 LUT4 (a full 64-bit barrel rotator takes 384).  The first stage also clears,
// the last folds in the xor.  Each stage is its own module kept in the hierarchy, one
// LUT4 per bit (flattened, the synthesizer merges the stages into wide multiplexers
// and the area grows).
//
// The high half of x <<< R is low32((x <<< 32) <<< R): the datapath hands the odd word
// with its halves swapped for the high half (skein512_256_datapath.v), so the amount
// is R for both halves.
module skein512_256_rot (
    input  wire [63:0] x,
    input  wire [5:0]  amt,
    input  wire        clr,      // rotate 0 instead of x (y = z)
    input  wire [31:0] z,
    output wire [31:0] y
);
    // t_k as a vector: element i (i = -(2^k - 1) .. 31) at position i + 2^k - 1
    wire [62:0] t5;
    wire [46:0] t4;
    wire [38:0] t3;
    wire [34:0] t2;
    wire [32:0] t1;
    wire [62:0] x5a, x5b;
    wire [46:0] x4a, x4b;
    wire [38:0] x3a, x3b;
    wire [34:0] x2a, x2b;
    wire [32:0] x1a, x1b;
    wire [31:0] x0a, x0b;
    genvar i;
    generate
        // t5[i] = amt[5] ? x[i - 32] : x[i], i = -31 .. 31
        for (i = 0; i < 63; i = i + 1) begin : g5
            assign x5a[i] = x[(i - 31 + 64) % 64];
            assign x5b[i] = x[(i - 31 - 32 + 128) % 64];
        end
        // t_k[i] = amt[k] ? t_(k+1)[i - 2^k] : t_(k+1)[i]; in vector positions:
        // element i of t_k is at p = i + 2^k - 1, of t_(k+1) at i + 2^(k+1) - 1 = p + 2^k
        for (i = 0; i < 47; i = i + 1) begin : g4
            assign x4a[i] = t5[i + 16];
            assign x4b[i] = t5[i];
        end
        for (i = 0; i < 39; i = i + 1) begin : g3
            assign x3a[i] = t4[i + 8];
            assign x3b[i] = t4[i];
        end
        for (i = 0; i < 35; i = i + 1) begin : g2
            assign x2a[i] = t3[i + 4];
            assign x2b[i] = t3[i];
        end
        for (i = 0; i < 33; i = i + 1) begin : g1
            assign x1a[i] = t2[i + 2];
            assign x1b[i] = t2[i];
        end
        for (i = 0; i < 32; i = i + 1) begin : g0
            assign x0a[i] = t1[i + 1];
            assign x0b[i] = t1[i];
        end
    endgenerate
    skein512_256_rot_stage #(.N(63), .CLR(1)) u_s5 (.a(x5a), .b(x5b), .s(amt[5]), .clr(clr),  .z(63'd0), .y(t5));
    skein512_256_rot_stage #(.N(47))          u_s4 (.a(x4a), .b(x4b), .s(amt[4]), .clr(1'b0), .z(47'd0), .y(t4));
    skein512_256_rot_stage #(.N(39))          u_s3 (.a(x3a), .b(x3b), .s(amt[3]), .clr(1'b0), .z(39'd0), .y(t3));
    skein512_256_rot_stage #(.N(35))          u_s2 (.a(x2a), .b(x2b), .s(amt[2]), .clr(1'b0), .z(35'd0), .y(t2));
    skein512_256_rot_stage #(.N(33))          u_s1 (.a(x1a), .b(x1b), .s(amt[1]), .clr(1'b0), .z(33'd0), .y(t1));
    skein512_256_rot_stage #(.N(32), .XOR(1)) u_s0 (.a(x0a), .b(x0b), .s(amt[0]), .clr(1'b0), .z(z),     .y(y));
endmodule

`default_nettype wire
