`default_nettype none
// The MIX rotate-and-xor: y = (x <<< amt) ^ z, or y = z when zero.
//
// A six-stage barrel rotator, one 64-LUT4 stage per amount bit; the first stage
// also clears the word, the last folds in the xor.  Each stage is its own module kept in the
// hierarchy: flattened, the synthesizer merges the stages into wide multiplexers
// and more than doubles the area (904 instead of 384 LUT4 for the rotator alone).
module skein512_256_rot (
    input  wire [63:0] x,
    input  wire [5:0]  amt,
    input  wire        zero,     // rotate 0 instead of x
    input  wire [63:0] z,
    output wire [63:0] y
);
    wire [63:0] r1, r2, r3, r4, r5;
    skein512_256_rot_stage #(.S(1), .CLR(1)) u_s0 (.x(x),  .s(amt[0]), .clr(zero), .z(64'd0), .y(r1));
    skein512_256_rot_stage #(.S(2))  u_s1 (.x(r1), .s(amt[1]), .clr(1'b0), .z(64'd0), .y(r2));
    skein512_256_rot_stage #(.S(4))  u_s2 (.x(r2), .s(amt[2]), .clr(1'b0), .z(64'd0), .y(r3));
    skein512_256_rot_stage #(.S(8))  u_s3 (.x(r3), .s(amt[3]), .clr(1'b0), .z(64'd0), .y(r4));
    skein512_256_rot_stage #(.S(16)) u_s4 (.x(r4), .s(amt[4]), .clr(1'b0), .z(64'd0), .y(r5));
    skein512_256_rot_stage #(.S(32), .XOR(1)) u_s5 (.x(r5), .s(amt[5]), .clr(1'b0), .z(z),     .y(y));
endmodule

`default_nettype wire
