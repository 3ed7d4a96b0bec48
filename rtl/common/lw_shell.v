// lw_shell: the part of every lwhash core that is not the algorithm.
//
// A core is lw_shell plus its family's engine (controller and datapath), wired
// together in the family's top.  The shell speaks the public interface
// (docs/interface.md: active-low FIFO flags, segment headers, bus widths) on one
// side and a plain word interface on the other (docs/shell.md):
//
//   message side  msg_data/msg_valid -> engine, engine -> msg_take (a handshake:
//                 the word is consumed when msg_valid & msg_take), with where the
//                 word stands: its index in its block, block and message flags,
//                 and msg_len_bp of the message;
//   digest side   engine -> dig_data/dig_valid, dig_take -> engine (the word was
//                 consumed this cycle: dig_valid & room on the destination FIFO).
//
// Blocks are BLOCK_BITS long and arrive as BLOCK_BITS/DW words of DW bits, first
// bit of the message in the MSB of the first word.  The digest leaves as OW-bit
// words, first word first.  A malformed header raises err and stops the input
// side until reset (lw_in); the engine just sees no more words.
`default_nettype none
module lw_shell #(
    parameter integer W          = 16,    // bus width: 8, 16, 32 or 64
    parameter integer DW         = 32,    // message word width of the engine
    parameter integer OW         = DW,    // digest word width of the engine
    parameter integer BLOCK_BITS = 512,   // message block of the algorithm, a multiple of DW
    // derived: bits of the word index in a block
    parameter integer IB         = (BLOCK_BITS / DW > 1) ? $clog2(BLOCK_BITS / DW) : 1
) (
    input  wire          clk,
    input  wire          rst,
    // the public interface
    input  wire [W-1:0]  din,
    input  wire          src_ready,       // ACTIVE LOW: the source FIFO's empty flag
    output wire          src_read,
    output wire [W-1:0]  dout,
    input  wire          dst_ready,       // ACTIVE LOW: the destination FIFO's full flag
    output wire          dst_write,
    output wire          err,
    // message words to the engine
    output wire [DW-1:0] msg_data,
    output wire          msg_valid,
    input  wire          msg_take,        // the engine consumes msg_data (ignored without msg_valid)
    output wire [IB-1:0] msg_idx,         // index of the word in its block, 0 first
    output wire          msg_blk_last,    // last word of its block
    output wire          msg_first_blk,   // the word belongs to the first block of a message
    output wire          msg_final_blk,   // the word belongs to the last block of a message
    output wire          msg_first,       // first word of a message
    output wire          msg_last,        // last word of a message
    output wire [31:0]   msg_bp,          // msg_len_bp of the message (valid from its last segment's first word)
    // digest words from the engine
    input  wire [OW-1:0] dig_data,
    input  wire          dig_valid,
    output wire          dig_take         // dig_data is consumed at this edge
);
    localparam integer NW = BLOCK_BITS / DW;          // words per block
    localparam integer NL = NW - 1;
    localparam [IB-1:0] IDX_LAST = NL[IB-1:0];

    lw_in #(.W(W), .DW(DW), .BLOCK_BITS(BLOCK_BITS)) u_in (
        .clk(clk), .rst(rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .data_o(msg_data), .valid_o(msg_valid), .take_i(msg_take),
        .first_o(msg_first), .last_o(msg_last), .final_blk_o(msg_final_blk), .bp_o(msg_bp),
        .err_o(err)
    );

    lw_out #(.W(W), .DW(OW)) u_out (
        .clk(clk), .rst(rst), .data_i(dig_data), .valid_i(dig_valid), .take_o(dig_take),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write)
    );

    // where the word stands in its block and message
    wire took = msg_valid & msg_take;
    reg  [IB-1:0] idx_q;
    reg           first_blk_q;
    assign msg_idx       = idx_q;
    assign msg_blk_last  = (idx_q == IDX_LAST);
    assign msg_first_blk = first_blk_q;

    always @(posedge clk) begin
        if (rst) begin
            idx_q       <= {IB{1'b0}};
            first_blk_q <= 1'b1;
        end else if (took) begin
            idx_q <= msg_blk_last ? {IB{1'b0}} : idx_q + 1'b1;
            if (msg_blk_last) first_blk_q <= msg_last;   // the next block starts a message
        end
    end
endmodule
`default_nettype wire
