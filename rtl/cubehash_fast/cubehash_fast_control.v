`default_nettype none
// cubehash_fast_control: takes the 64-bit stream blocks (8 message bytes each) from the
// shell, hands the datapath one byte per CubeHash block, sequences the rounds (8 per
// byte, 80 to finish, UNROLL a step) and offers the digest words.
//
// The byte of a block is injected at the end of the step that ends the previous block
// (or with the IV load for a message's first byte), so that step waits for the byte if
// the stream has none yet; the last padded byte of a message is byte msg_len_bp[5:3] of its
// final stream block (the zero fill after it is not absorbed, lwhash/ref/cubehash.py).
module cubehash_fast_control #(
    parameter integer UNROLL = 1,
    parameter integer ND     = 8,      // digest words
    parameter integer OB     = 3
) (
    input  wire          clk,
    input  wire          rst,
    // lw_shell message side
    input  wire [63:0]   msg_data,
    input  wire          msg_valid,
    input  wire          msg_final_blk,
    input  wire [2:0]    bp_byte,      // msg_len_bp[5:3]: the last padded byte of the final stream block
    output wire          msg_take,
    // lw_shell digest side
    output wire          dig_valid,
    input  wire          dig_take,
    // datapath
    output wire          c_load,
    output wire          c_step,
    output wire          c_inj,
    output wire          c_flip,
    output wire [7:0]    mbyte,
    output wire [OB-1:0] c_oidx
);
    localparam integer SB = 8 / UNROLL;           // steps a block
    localparam integer SF = 80 / UNROLL;          // steps of the finalisation
    localparam integer LB = SB - 1, LF = SF - 1, LO = ND - 1;
    localparam [2:0]    LAST_SB = LB[2:0];
    localparam [6:0]    LAST_SF = LF[6:0];
    localparam [OB-1:0] LAST_OW = LO[OB-1:0];
    localparam [1:0] S_IDLE = 2'd0, S_ABS = 2'd1, S_FIN = 2'd2, S_OUT = 2'd3;

    reg  [1:0]    st_q;
    reg  [2:0]    r_q;       // step in the block
    reg  [6:0]    f_q;       // step in the finalisation
    reg  [2:0]    bi_q;      // next byte of the stream block on msg_data
    reg           last_q;    // the block being absorbed is the message's last
    reg  [OB-1:0] o_q;       // digest word

    // the next byte and whether it is the message's last padded byte
    assign mbyte = msg_data[63 - 8*bi_q -: 8];
    wire byte_last = msg_final_blk & (bi_q == bp_byte);
    wire blk_end   = (st_q == S_ABS) & (r_q == LAST_SB);
    // a step that ends a block needs the next byte, unless the message ends there
    wire need = (st_q == S_IDLE) | (blk_end & ~last_q);
    wire eat  = need & msg_valid;             // a byte goes into the state now

    assign c_load   = (st_q == S_IDLE) & msg_valid;
    assign c_step   = ((st_q == S_ABS) & (~blk_end | last_q | msg_valid)) | (st_q == S_FIN);
    assign c_inj    = blk_end & ~last_q;
    assign c_flip   = blk_end & last_q;
    assign msg_take = eat & ((bi_q == 3'd7) | byte_last);
    assign dig_valid = (st_q == S_OUT);
    assign c_oidx   = o_q;

    always @(posedge clk) begin
        if (rst) begin
            st_q   <= S_IDLE;
            r_q    <= 3'd0;
            f_q    <= 7'd0;
            bi_q   <= 3'd0;
            last_q <= 1'b0;
            o_q    <= {OB{1'b0}};
        end else begin
            if (eat) begin
                bi_q   <= (bi_q == 3'd7 || byte_last) ? 3'd0 : bi_q + 3'd1;
                last_q <= byte_last;
            end
            case (st_q)
                S_IDLE: if (msg_valid) begin
                            st_q <= S_ABS;
                            r_q  <= 3'd0;
                        end
                S_ABS:  if (c_step) begin
                            r_q <= blk_end ? 3'd0 : r_q + 3'd1;
                            if (blk_end && last_q) begin
                                st_q <= S_FIN;
                                f_q  <= 7'd0;
                            end
                        end
                S_FIN:  begin
                            f_q <= f_q + 7'd1;
                            if (f_q == LAST_SF) begin
                                st_q <= S_OUT;
                                o_q  <= {OB{1'b0}};
                            end
                        end
                default: if (dig_take) begin         // S_OUT
                            o_q <= o_q + 1'b1;
                            if (o_q == LAST_OW) st_q <= S_IDLE;
                        end
            endcase
        end
    end
endmodule
`default_nettype wire
